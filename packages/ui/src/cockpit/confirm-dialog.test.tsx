import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from 'antd/es/button';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { ConfirmDialog } from '.';

function Release({ onRelease }: { onRelease: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <AppProviders antd={antdKit}>
      <Button onClick={() => setOpen(true)}>Release</Button>
      <ConfirmDialog
        open={open}
        title="Release?"
        okText="Release now"
        onConfirm={() => {
          onRelease();
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      >
        The deposit invoice of CHF 1’000.00 is issued.
      </ConfirmDialog>
    </AppProviders>
  );
}

describe('ConfirmDialog', () => {
  it('commits only from its own confirm button: Enter on the opening button, pressed twice, commits nothing', async () => {
    await i18n.changeLanguage('en');
    const onRelease = jest.fn();
    const user = userEvent.setup();
    render(<Release onRelease={onRelease} />);
    screen.getByRole('button', { name: 'Release' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-dialog')).toHaveTextContent('CHF 1’000.00');
    await waitFor(() => expect(within(dialog).getByTestId('confirm-dialog-cancel')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onRelease).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Release' }));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('confirm-dialog-ok'));
    expect(onRelease).toHaveBeenCalledTimes(1);
  });
});
