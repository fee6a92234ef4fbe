import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { PHONE_MAX_LENGTH } from '@cadeau/contracts/phone';
import { loadedPhoneRule, loadPhoneRule, PHONE_INPUT_MAX_LENGTH, usePhoneRule } from '.';

function Phone({ stored }: { stored: string }) {
  const phones = usePhoneRule();
  return <span data-testid="phone">{phones ? phones.formatPhone(stored) : stored}</span>;
}

describe('usePhoneRule', () => {
  it('shows the stored number until the rule has loaded, then grouped; the rule loads once', async () => {
    expect(loadedPhoneRule()).toBeNull();
    render(<Phone stored="+41791234567" />);
    expect(screen.getByTestId('phone')).toHaveTextContent('+41791234567');
    expect(await screen.findByText('+41 79 123 45 67')).toBeInTheDocument();
    expect(loadedPhoneRule()).not.toBeNull();
    expect(await loadPhoneRule()).toBe(loadedPhoneRule());
    // A page that renders after the load has the rule on its first render.
    render(<Phone stored="+41441234567" />);
    expect(screen.getByText('+41 44 123 45 67')).toBeInTheDocument();
  });
});

describe('PHONE_INPUT_MAX_LENGTH', () => {
  it("is the rule's own limit", () => {
    expect(PHONE_INPUT_MAX_LENGTH).toBe(PHONE_MAX_LENGTH);
  });
});

describe('the phone rule chunk', () => {
  it('is loaded by a dynamic import only, in a chunk of its own', () => {
    const source = readFileSync(join(__dirname, 'use-phone-rule.ts'), 'utf8');
    expect(source).toContain(`import(/* webpackChunkName: "phone" */ '@cadeau/contracts/phone')`);
    expect(source).not.toMatch(/^import .* from '@cadeau\/contracts\/phone';$/m);
  });
});
