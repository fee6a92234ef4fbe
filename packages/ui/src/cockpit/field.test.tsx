import { render, screen } from '@testing-library/react';
import Input from 'antd/es/input';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { controlState, Field } from '.';

function Percent({ error }: { error?: string }) {
  const help = 'Between 0 and 50 %.';
  return (
    <AppProviders antd={antdKit}>
      <Field id="fee" label="Fee" error={error} help={help}>
        <Input {...controlState({ id: 'fee', error, help })} />
      </Field>
    </AppProviders>
  );
}

describe('Field', () => {
  it('keeps its help under an error, and the control is described by both (the limit stays visible)', () => {
    const { rerender } = render(<Percent />);
    const input = screen.getByLabelText('Fee');
    expect(input).toHaveAccessibleDescription('Between 0 and 50 %.');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<Percent error="The fee must be at most 50 %." />);
    expect(screen.getByRole('alert')).toHaveTextContent('The fee must be at most 50 %.');
    expect(screen.getByText('Between 0 and 50 %.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'fee-error fee-help');
    expect(input).toHaveAccessibleDescription('The fee must be at most 50 %. Between 0 and 50 %.');
  });
});
