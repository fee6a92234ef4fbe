import { act, fireEvent, render, screen } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { useForm } from '@cadeau/ui/form';
import { parseChfToRappen } from '@cadeau/ui/format';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { ChfField, chfAmountError } from '.';

/** A form with one amount, as a page binds it; what it sends is the amount in integer Rappen. */
function Amount({ sent, min }: { sent: number[]; min?: number }) {
  const form = useForm({ amount: '' }, (v) => ({ amount: chfAmountError(v.amount, { min }) }));
  return (
    <form onSubmit={form.handleSubmit((v) => sent.push(parseChfToRappen(v.amount)!))}>
      <ChfField id="amount" label="Amount" {...form.bind('amount')} />
      <button type="submit">Send</button>
    </form>
  );
}

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

describe('ChfField', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('takes an amount typed the Swiss way, writes it the Swiss way on leaving and sends integer Rappen', () => {
    const sent: number[] = [];
    wrap(<Amount sent={sent} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input.closest('.ant-input-affix-wrapper')).toHaveTextContent('CHF');

    for (const [typed, shown, rappen] of [
      ['1234.50', "1'234.50", 123_450],
      ["1'234.5", "1'234.50", 123_450],
      ['1234,50', "1'234.50", 123_450],
      ['0.29', '0.29', 29],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input).toHaveValue(shown);
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      expect(sent.at(-1)).toBe(rappen);
    }
    expect(sent).toHaveLength(4);
  });

  it('refuses more than two decimals and what is no amount, at the field, and sends nothing', () => {
    const sent: number[] = [];
    wrap(<Amount sent={sent} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an amount.');

    fireEvent.change(input, { target: { value: '12.345' } });
    fireEvent.blur(input);
    // Left as typed, so the person sees what to fix.
    expect(input).toHaveValue('12.345');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Enter an amount in CHF with at most two decimals, e.g. 1'234.50.",
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription("Enter an amount in CHF with at most two decimals, e.g. 1'234.50.");
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));

    fireEvent.change(input, { target: { value: '12 francs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([]);
  });

  it('names the smallest amount it takes in CHF, in German too', async () => {
    const sent: number[] = [];
    wrap(<Amount sent={sent} min={100_000} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '999.99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert')).toHaveTextContent("The amount must be at least CHF 1'000.00.");
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByText("Der Betrag muss mindestens CHF 1'000.00 sein.")).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says what is wrong as a form error key', () => {
    expect(chfAmountError('')).toBe('common.chf.required');
    expect(chfAmountError('', { required: false })).toBeUndefined();
    expect(chfAmountError('1.234')).toBe('common.chf.invalid');
    expect(chfAmountError('0', { min: 1 })).toEqual({ key: 'common.chf.tooSmall', values: { min: 'CHF 0.01' } });
    expect(chfAmountError('20', { max: 1000 })).toEqual({ key: 'common.chf.tooLarge', values: { max: 'CHF 10.00' } });
    expect(chfAmountError("1'000")).toBeUndefined();
  });
});
