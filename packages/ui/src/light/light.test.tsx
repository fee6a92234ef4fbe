import { render, screen } from '@testing-library/react';
import { FormAlert, TextAreaField, TextField } from '.';

describe('the light form kit', () => {
  it('labels plain inputs and ties their hint and error to them', () => {
    render(
      <>
        <TextField label="E-mail" type="email" hint="We answer here." error="Please check the address." />
        <TextField label="Company" readOnly defaultValue="Muster AG" />
        <TextAreaField label="Message" error="Please write a message." />
      </>,
    );
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We answer here. Please check the address.');
    expect(email).toHaveClass('field-input');
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please check the address.',
      'Please write a message.',
    ]);
    // No antd here: the light pages stay plain HTML (ADR 0004).
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('keeps the line of an error even while there is none, so an error appearing moves nothing below it', () => {
    const { rerender } = render(<TextField label="E-mail" />);
    const line = () => document.querySelector('[data-field-message]') as HTMLElement;
    expect(line()).toBeEmptyDOMElement();
    expect(line().style.minHeight).toBe('1lh');
    const before = line();
    rerender(<TextField label="E-mail" error="Please enter your e-mail address." />);
    expect(line()).toBe(before);
    expect(line()).toHaveTextContent('Please enter your e-mail address.');
    expect(screen.queryByRole('alert')).toBe(line().firstElementChild);
  });

  it('shows a problem of the whole form as an alert, and nothing without one', () => {
    const { rerender } = render(<FormAlert testId="problem" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormAlert testId="problem">E-mail or password is incorrect.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail or password is incorrect.');
    expect(screen.getByTestId('problem')).toBe(screen.getByRole('alert'));
  });
});
