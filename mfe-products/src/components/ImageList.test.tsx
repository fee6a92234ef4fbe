/**
 * @jest-environment-options {"url": "http://127.0.0.1:39531/"}
 */
// Uploads go through the ui kit's uploadFile (XMLHttpRequest, which jsdom sends for real): the page's origin is
// this loopback address, where the test runs a small server standing in for the gateway's POST /api/file/upload.
import http from 'node:http';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { uploadWithPercent } from '../api/upload';
import { axeViolations, idOf } from '../test/render';
import type { ImageAlt } from '@cadeau/contracts';
import { ImageList } from './ImageList';

const PORT = 39531;
let server: http.Server;
/** Uploads the test answers itself, in the order it chooses. */
const held: { name: string; answer: (status: number, body: unknown) => void }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const name = new URL(req.url ?? '/', 'http://x').searchParams.get('name') ?? '';
      held.push({
        name,
        answer: (status, body) => {
          res.statusCode = status;
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(PORT, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(async () => {
  held.length = 0;
  await i18n.changeLanguage('en');
});

function Editor({
  initial,
  onChange,
  withAlts,
}: {
  initial: string[];
  onChange?: (ids: string[]) => void;
  /** The editor's descriptions by file id (issue 23); without it the list offers none. */
  withAlts?: Record<string, ImageAlt>;
}) {
  const [ids, setIds] = useState(initial);
  const [alts, setAlts] = useState(withAlts ?? {});
  return (
    <ImageList
      id="images"
      value={ids}
      onChange={(next) => {
        setIds(next);
        onChange?.(next);
      }}
      alts={alts}
      onAltChange={withAlts ? (fileId, alt) => setAlts((all) => ({ ...all, [fileId]: alt })) : undefined}
      upload={uploadWithPercent}
      min={3}
      max={5}
      maxSizeMb={10}
    />
  );
}

const renderEditor = (initial: string[], onChange?: (ids: string[]) => void) =>
  render(
    <AppProviders antd={antdKit}>
      <Editor initial={initial} onChange={onChange} />
    </AppProviders>,
  );
const order = () => screen.getAllByTestId('image-item').map((li) => li.getAttribute('data-file-id'));
const file = (name: string) => new File([new Uint8Array(64)], name, { type: 'image/jpeg' });

describe('the images of a product', () => {
  it('moves an image with the keyboard: its buttons move it, announce the new place and keep focus on the image', async () => {
    const [a, b, c] = [idOf(1), idOf(2), idOf(3)];
    renderEditor([a, b, c]);
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(
      /Between 3 and 5 images, each at most 10 MB/,
    );
    const down = screen.getByRole('button', { name: 'Move image 1 down' });
    down.focus();
    fireEvent.click(down);
    expect(order()).toEqual([b, a, c]);
    // Focus stays on the moved image's button, now at its new place: the next press moves it on.
    expect(document.activeElement).toHaveAccessibleName('Move image 2 down');
    expect(screen.getByTestId('image-announcement')).toHaveTextContent('Image moved to position 2.');
    // The first image cannot move further up, the last not further down.
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(order()).toEqual([b, c, a]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(order()).toEqual([c, a]);
    expect(await axeViolations()).toEqual([]);
  });

  it("takes each image's description in German and English, which moves with its image (issue 23)", async () => {
    const [a, b] = [idOf(1), idOf(2)];
    render(
      <AppProviders antd={antdKit}>
        <Editor initial={[a, b]} withAlts={{ [a]: { de: 'Tasse', en: 'Mug' } }} />
      </AppProviders>,
    );
    expect(screen.getByRole('group', { name: 'Images' })).toHaveAccessibleDescription(/hear the description/);
    expect(screen.getByRole('textbox', { name: 'Image description (German), image 1' })).toHaveValue('Tasse');
    expect(screen.getByRole('textbox', { name: 'Image description (English), image 1' })).toHaveValue('Mug');
    const second = screen.getByRole('textbox', { name: 'Image description (English), image 2' });
    expect(second).toHaveValue('');
    expect(second).toHaveAttribute('maxlength', '250');
    fireEvent.change(second, { target: { value: 'The mug in a hand' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(order()).toEqual([b, a]);
    expect(screen.getByRole('textbox', { name: 'Image description (English), image 1' })).toHaveValue(
      'The mug in a hand',
    );
    expect(screen.getByRole('textbox', { name: 'Image description (German), image 2' })).toHaveValue('Tasse');
    expect(await axeViolations()).toEqual([]);
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('textbox', { name: 'Bildbeschreibung (Englisch), Bild 1' })).toHaveValue(
      'The mug in a hand',
    );
  });

  it('moves an image by dragging it onto another place', () => {
    const [a, b, c] = [idOf(1), idOf(2), idOf(3)];
    renderEditor([a, b, c]);
    const items = screen.getAllByTestId('image-item');
    const dataTransfer = { effectAllowed: '', setData: () => undefined };
    fireEvent.dragStart(items[2], { dataTransfer });
    fireEvent.dragOver(items[0], { dataTransfer });
    fireEvent.drop(items[0], { dataTransfer });
    expect(order()).toEqual([c, a, b]);
  });

  it('uploads several images at once, each with its own progress bar, and keeps the order they were chosen in', async () => {
    const changes: string[][] = [];
    renderEditor([idOf(1)], (ids) => changes.push(ids));
    const input = screen.getByTestId('image-input') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('front.jpg'), file('back.jpg')] } });
    const bars = await screen.findAllByTestId('upload-progress');
    expect(bars).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Uploading front.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(held.map((h) => h.name).sort()).toEqual(['back.jpg', 'front.jpg']));

    // back.jpg finishes first but waits for front.jpg, chosen before it: the images keep the chosen order.
    act(() => held.find((h) => h.name === 'back.jpg')!.answer(200, { id: idOf(20), kind: 'image' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Uploading back.jpg' })).toHaveAttribute('aria-valuenow', '100'),
    );
    expect(order()).toEqual([idOf(1)]);
    act(() => held.find((h) => h.name === 'front.jpg')!.answer(200, { id: idOf(21), kind: 'image' }));
    await waitFor(() => expect(order()).toEqual([idOf(1), idOf(21), idOf(20)]));
    expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument();
    expect(changes).toEqual([[idOf(1), idOf(21), idOf(20)]]);
    expect(held).toHaveLength(2);
  });

  it("shows a refused upload at its place in the catalogue's words, and never takes more than the maximum", async () => {
    renderEditor([idOf(1), idOf(2), idOf(3), idOf(4)]);
    const input = screen.getByTestId('image-input') as HTMLInputElement;
    // One place left: the second file of the selection is left out.
    fireEvent.change(input, { target: { files: [file('huge.jpg'), file('extra.jpg')] } });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.getByTestId('image-add')).toBeDisabled();
    act(() => held[0].answer(413, { message: 'error.upload.imageTooLarge', params: { limitMb: 10, sizeMb: 12.4 } }));
    const upload = await screen.findByTestId('image-upload');
    expect(await within(upload).findByRole('alert')).toHaveTextContent(
      // The limit and the file's size, as the server names them (issue 23).
      'huge.jpg could not be uploaded. This image is 12.4 MB, more than the 10 MB allowed.',
    );
    expect(order()).toHaveLength(4);
    fireEvent.click(within(upload).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('image-upload')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-add')).toBeEnabled();
  });

  it('lets the uploads after a refused one join without waiting for it', async () => {
    renderEditor([]);
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file('bad.jpg'), file('good.jpg')] } });
    await waitFor(() => expect(held).toHaveLength(2));
    act(() => held.find((h) => h.name === 'good.jpg')!.answer(200, { id: idOf(40), kind: 'image' }));
    act(() => held.find((h) => h.name === 'bad.jpg')!.answer(415, { message: 'error.upload.unsupportedType' }));
    await waitFor(() => expect(order()).toEqual([idOf(40)]));
    expect(await screen.findByRole('alert')).toHaveTextContent('bad.jpg could not be uploaded.');
  });

  it('sends at most three at once; the next starts as one finishes, in the order chosen', async () => {
    renderEditor([]);
    const names = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'];
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: names.map(file) } });
    expect(await screen.findAllByTestId('upload-progress')).toHaveLength(5);
    await waitFor(() => expect(held.map((h) => h.name).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']));
    // Nothing more leaves while three are under way.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(held).toHaveLength(3);
    act(() => held.find((h) => h.name === 'b.jpg')!.answer(200, { id: idOf(41), kind: 'image' }));
    await waitFor(() => expect(held.map((h) => h.name)).toContain('d.jpg'));
    expect(held).toHaveLength(4);
    for (const [i, name] of ['a.jpg', 'c.jpg', 'd.jpg'].entries())
      act(() => held.find((h) => h.name === name)!.answer(200, { id: idOf(42 + i), kind: 'image' }));
    await waitFor(() => expect(held.map((h) => h.name)).toContain('e.jpg'));
    act(() => held.find((h) => h.name === 'e.jpg')!.answer(200, { id: idOf(45), kind: 'image' }));
    await waitFor(() => expect(order()).toEqual([idOf(42), idOf(41), idOf(43), idOf(44), idOf(45)]));
  });

  it('cancels an upload that is under way', async () => {
    renderEditor([]);
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file('slow.jpg')] } });
    await waitFor(() => expect(held).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of slow.jpg' }));
    await waitFor(() => expect(screen.queryByTestId('image-upload')).not.toBeInTheDocument());
    expect(screen.queryAllByTestId('image-item')).toHaveLength(0);
    // The server's late answer changes nothing.
    held[0].answer(200, { id: idOf(30), kind: 'image' });
  });
});
