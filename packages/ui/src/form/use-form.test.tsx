import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { useForm, type FieldErrors } from '.';

type Values = { email: string; password: string };
const validate = (v: Values): FieldErrors<Values> => ({
  email: v.email.includes('@') ? undefined : 'zod.invalidEmail',
  password: v.password.length >= 3 ? undefined : { key: 'zod.tooShort', values: { min: 3 } },
});

/** A plain form on the hook, as a page builds one; `answer` is what the server says to a valid submit. */
function SignUp({ answer, sent }: { answer?: unknown; sent: Values[] }) {
  const form = useForm<Values>({ email: '', password: '' }, validate, {
    issueText: (field, key) => (field === 'email' && key === 'zod.required' ? 'zod.invalidEmail' : undefined),
  });
  const field = (name: keyof Values) => {
    const { error, onChange, value, ...rest } = form.bind(name);
    return (
      <div>
        <input {...rest} aria-label={name} value={value} onChange={onChange} aria-invalid={error ? true : undefined} />
        {error && <span role="alert">{`${name}: ${error}`}</span>}
      </div>
    );
  };
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        sent.push(values);
        if (answer && !form.applyServerIssues(answer)) sent.push({ email: 'toast', password: '' });
      })}
    >
      {field('email')}
      {field('password')}
      <button type="submit">Send</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('useForm', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('shows no error while the form is filled in, nor when a field is left', () => {
    render(<SignUp sent={[]} />);
    type('email', 'gina');
    fireEvent.blur(screen.getByLabelText('email'));
    expect(alerts()).toEqual([]);
    expect(screen.getByLabelText('email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows every error on submit, sends nothing, then follows each change', () => {
    const sent: Values[] = [];
    render(<SignUp sent={sent} />);
    send();
    expect(sent).toEqual([]);
    expect(alerts()).toEqual([
      `email: ${i18n.t('zod.invalidEmail')}`,
      `password: ${i18n.t('zod.tooShort', { min: 3 })}`,
    ]);
    type('email', 'gina@cadeau.test');
    expect(alerts()).toEqual([`password: ${i18n.t('zod.tooShort', { min: 3 })}`]);
    type('email', 'gina');
    expect(alerts()).toHaveLength(2);
    type('email', 'gina@cadeau.test');
    type('password', 'secret');
    expect(alerts()).toEqual([]);
    send();
    expect(sent).toEqual([{ email: 'gina@cadeau.test', password: 'secret' }]);
  });

  it("puts the server's issues at their fields in the form's own words until the field changes", () => {
    const answer = new ApiError(400, 'zod.invalid', [
      { path: ['email'], message: 'zod.required' },
      { path: ['password'], message: 'zod.tooLong' },
      { path: ['password'], message: 'zod.invalid' },
    ]);
    const sent: Values[] = [];
    render(<SignUp sent={sent} answer={answer} />);
    type('email', 'gina@cadeau.test');
    type('password', 'secret');
    send();
    expect(sent).toHaveLength(1);
    expect(alerts()).toEqual([`email: ${i18n.t('zod.invalidEmail')}`, `password: ${i18n.t('zod.tooLong')}`]);
    type('password', 'secret2');
    expect(alerts()).toEqual([`email: ${i18n.t('zod.invalidEmail')}`]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(alerts()).toEqual([]);
    expect(screen.getByLabelText('email')).toHaveValue('');
  });

  it('leaves other errors, and issues at no field of the form, to the caller', () => {
    const sent: Values[] = [];
    const { unmount } = render(<SignUp sent={sent} answer={new ApiError(409, 'error.user.emailTaken')} />);
    type('email', 'gina@cadeau.test');
    type('password', 'secret');
    send();
    expect(sent.at(-1)).toEqual({ email: 'toast', password: '' });
    unmount();
    render(
      <SignUp
        sent={sent}
        answer={new ApiError(400, 'zod.invalid', [{ path: ['language'], message: 'zod.invalid' }])}
      />,
    );
    type('email', 'gina@cadeau.test');
    type('password', 'secret');
    send();
    expect(sent.at(-1)).toEqual({ email: 'toast', password: '' });
    expect(alerts()).toEqual([]);
  });
});
