import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { OkCancelDialog } from '.';

function CancelOrder({ cancelText, width, onCancel }: { cancelText?: string; width?: string; onCancel: () => void }) {
  return (
    <AppProviders antd={antdKit}>
      <OkCancelDialog
        open
        title="Cancel order?"
        okText="Cancel order"
        okTestId="ok"
        cancelText={cancelText}
        cancelId="keep-id"
        cancelTestId="keep"
        focusId="keep-id"
        width={width}
        onOk={() => {}}
        onCancel={onCancel}
      />
    </AppProviders>
  );
}

describe('OkCancelDialog', () => {
  it('says Cancel unless given its own cancel text, opens on the element named by focusId and runs onCancel', async () => {
    await i18n.changeLanguage('en');
    const onCancel = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<CancelOrder onCancel={onCancel} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('keep')).toHaveTextContent('Cancel');
    await waitFor(() => expect(within(dialog).getByTestId('keep')).toHaveFocus());
    rerender(<CancelOrder cancelText="Keep order" onCancel={onCancel} />);
    expect(within(dialog).getByTestId('keep')).toHaveTextContent('Keep order');
    await user.click(within(dialog).getByTestId('keep'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes the width it is given', async () => {
    render(<CancelOrder width="720px" onCancel={() => {}} />);
    expect((await screen.findByRole('dialog')).closest('.ant-modal')).toHaveStyle({ width: '720px' });
  });
});
