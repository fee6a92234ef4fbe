import { defaultGreetingDesign, defaultMailDesign } from '@cadeau/contracts';
import { designBlockerKeys } from './design-blockers';

const greeting = (de: string, en: string) => ({ ...defaultGreetingDesign(), greetingText: { de, en } });

describe('designBlockerKeys', () => {
  it('names no greeting text and no mail design while neither was saved', () => {
    expect(designBlockerKeys(null, null)).toEqual(['error.campaign.noGreetingText', 'error.campaign.noMailDesign']);
  });

  it('needs the greeting text and the subject in German and English, blanks counting as none', () => {
    const noEnglishSubject = { ...defaultMailDesign(), subject: { de: 'Betreff', en: '  ' } };
    expect(designBlockerKeys(noEnglishSubject, greeting('Danke', ''))).toEqual([
      'error.campaign.noGreetingText',
      'error.campaign.noMailDesign',
    ]);
    expect(designBlockerKeys(defaultMailDesign(), greeting('Danke', 'Thanks'))).toEqual([]);
  });
});
