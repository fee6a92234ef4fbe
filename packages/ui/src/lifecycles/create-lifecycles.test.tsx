import { act, screen } from '@testing-library/react';
import { errorQueue } from '@cadeau/ui/errors';
import { i18n } from '@cadeau/ui/i18n';
import { createLifecycles } from './create-lifecycles';

type Lifecycles = ReturnType<typeof createLifecycles>;

// What single-spa hands every lifecycle; the container element is what the shell passes.
function propsFor(domElement: HTMLElement) {
  return { name: 'mfe_test', domElement, singleSpa: {}, mountParcel: () => undefined } as unknown as Parameters<
    Lifecycles['mount']
  >[0];
}

/**
 * Runs a lifecycle the way single-spa does. Its promise settles only after React has committed (a timer set in
 * componentDidMount), and act() commits when its callback returns: so start it inside act and await it after.
 */
async function run(lifecycle: Lifecycles['mount'], el: HTMLElement) {
  let done: Promise<unknown> = Promise.resolve();
  await act(async () => {
    done = lifecycle(propsFor(el));
  });
  await done;
}

describe('createLifecycles', () => {
  let el: HTMLElement;
  beforeEach(async () => {
    await i18n.changeLanguage('en');
    el = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => el.remove());

  it('mounts the root component into the container and unmounts it', async () => {
    const app = createLifecycles(() => <p>Hello from the app</p>);
    await app.bootstrap(propsFor(el));
    await run(app.mount, el);
    expect(el).toHaveTextContent('Hello from the app');
    await run(app.unmount, el);
    expect(el).toBeEmptyDOMElement();
  });

  it('reports a render error and shows the translated crash message instead of an empty container', async () => {
    const before = errorQueue.size;
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('render failed');
    };
    const app = createLifecycles(Broken);
    await app.bootstrap(propsFor(el));
    await run(app.mount, el);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(errorQueue.size).toBe(before + 1);
    await run(app.unmount, el);
    quiet.mockRestore();
  });
});
