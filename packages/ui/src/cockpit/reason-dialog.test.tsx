import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { ReasonDialog } from '.';

describe('ReasonDialog', () => {
  it('requires a reason at its field before confirming, then hands over the trimmed text', async () => {
    await i18n.changeLanguage('en');
    const onConfirm = jest.fn();
    render(
      <AppProviders antd={antdKit}>
        <ReasonDialog
          open
          title="Reject Coffee"
          okText="Reject"
          help="The seller reads it."
          busy={false}
          onConfirm={onConfirm}
          onCancel={() => undefined}
        />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAccessibleDescription('The seller reads it.');

    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please give a reason.');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(reason, { target: { value: '  Blurry images \n' } });
    fireEvent.click(within(dialog).getByTestId('confirm-reason'));
    expect(onConfirm).toHaveBeenCalledWith('Blurry images');
  });
});
