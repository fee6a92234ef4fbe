import { expectTextParity } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

describe('mfe-admin texts', () => {
  it('have the same keys and placeholders in German and English, none empty but a unit without a word', () => {
    expectTextParity(de, en, { blank: ['admin.settings.units.count'] });
  });
});
