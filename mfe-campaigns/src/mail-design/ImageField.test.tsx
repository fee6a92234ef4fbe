/**
 * @jest-environment @cadeau/build-config/jest-loopback-jsdom
 */
// The image goes up with XMLHttpRequest (upload progress), which jsdom sends for real: the page's origin is a
// loopback server of the test environment (on a port the system chose, so parallel runs never share it), which
// the test answers in place of the catalog's upload.
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@cadeau/ui/i18n';
import { loopback } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { ImageField } from './ImageField';

const FILE_ID = '0f1e2d3c-4b5a-4968-8776-000000000a11';
const uploads: { url: string; bytes: number }[] = [];
let refuse = false;

beforeAll(() => {
  loopback().handle((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      uploads.push({ url: req.url ?? '', bytes });
      res.setHeader('content-type', 'application/json');
      if (refuse) {
        res.statusCode = 413;
        res.end(JSON.stringify({ message: 'error.upload.imageTooLarge', params: { limitMb: 10, sizeMb: 12.4 } }));
        return;
      }
      res.end(JSON.stringify({ id: FILE_ID, kind: 'image', size: bytes, variants: [] }));
    });
  });
});
beforeEach(async () => {
  uploads.length = 0;
  refuse = false;
  await i18n.changeLanguage('en');
});

function Harness() {
  const [url, setUrl] = useState('');
  return (
    <>
      <ImageField id="header" url={url} alt="Our logo" onChange={setUrl} />
      <output data-testid="kept">{url}</output>
    </>
  );
}

describe('an image of the mail design', () => {
  it('is uploaded through the catalog upload and kept as the absolute URL of its JPEG variant', async () => {
    renderPage(<Harness />, { path: '/', url: '/' });
    expect(screen.getByText('No image yet.')).toBeInTheDocument();
    const file = new File([new Uint8Array(300)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('header-file'), { target: { files: [file] } });
    await waitFor(() =>
      expect(screen.getByTestId('kept')).toHaveTextContent(
        `http://127.0.0.1:${loopback().port}/api/file/${FILE_ID}/detail.jpeg`,
      ),
    );
    expect(uploads).toEqual([{ url: '/api/file/upload?name=logo.png', bytes: 300 }]);
    expect(screen.getByTestId('header-image')).toHaveAttribute('alt', 'Our logo');
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeInTheDocument();
  });

  it('says why the catalog refused an image and keeps none', async () => {
    refuse = true;
    renderPage(<Harness />, { path: '/', url: '/' });
    fireEvent.change(screen.getByTestId('header-file'), {
      target: { files: [new File([new Uint8Array(10)], 'huge.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is 12.4 MB, more than the 10 MB allowed. Please choose a smaller image.',
    );
    expect(screen.getByTestId('kept')).toBeEmptyDOMElement();
  });
});
