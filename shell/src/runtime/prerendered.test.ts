import { revealLivePage, showsPrerendered } from './prerendered';

/** The page as the gateway serves `/`: the hidden React root, then the build-time copy. */
function servedPage(live: string, copy: string) {
  document.body.innerHTML = `<div id="root" hidden>${live}</div><div id="prerendered">${copy}</div>`;
}

const form = '<a href="/login">Login</a><form><input aria-label="Code"><button type="submit">Go</button></form>';

describe('revealLivePage', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the live root and removes the copy', () => {
    servedPage(form, form);
    expect(showsPrerendered()).toBe(true);
    revealLivePage();
    expect(document.getElementById('root')!.hidden).toBe(false);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(showsPrerendered()).toBe(false);
  });

  it('carries what the visitor typed into the copy over to the live field, with an input event', () => {
    servedPage(form, form);
    const copyInput = document.querySelector<HTMLInputElement>('#prerendered input')!;
    copyInput.value = '1234-5678';
    const liveInput = document.querySelector<HTMLInputElement>('#root input')!;
    const seen: string[] = [];
    liveInput.addEventListener('input', () => seen.push(liveInput.value));
    revealLivePage();
    expect(liveInput.value).toBe('1234-5678');
    expect(seen).toEqual(['1234-5678']);
  });

  it('moves the focus to the same element of the live page', () => {
    servedPage(form, form);
    document.querySelector<HTMLInputElement>('#prerendered input')!.focus();
    revealLivePage();
    expect(document.activeElement).toBe(document.querySelector('#root input'));
  });

  it('carries nothing over when the live page differs from the copy', () => {
    servedPage('<input aria-label="A"><input aria-label="B">', form);
    document.querySelector<HTMLInputElement>('#prerendered input')!.value = 'typed';
    document.querySelector<HTMLInputElement>('#prerendered input')!.focus();
    revealLivePage();
    expect(Array.from(document.querySelectorAll<HTMLInputElement>('#root input')).map((i) => i.value)).toEqual([
      '',
      '',
    ]);
    expect(document.activeElement).toBe(document.body);
  });

  it('only unhides the root on a page served without a copy, and may be called again', () => {
    document.body.innerHTML = '<div id="root" hidden><p>live</p></div>';
    revealLivePage();
    revealLivePage();
    expect(document.getElementById('root')!.hidden).toBe(false);
  });
});
