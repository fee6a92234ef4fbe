import { expectTextParity } from '@cadeau/ui/testing';
import { de } from './de';
import { en } from './en';

describe('billing texts', () => {
  it('have the same keys and placeholders in German and English, none empty', () => {
    expectTextParity(de, en);
  });
});
