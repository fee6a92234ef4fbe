import { detectDelimiter } from './csv-delimiter';

describe('the CSV delimiter of a recipients file', () => {
  it('is the one of comma and semicolon that occurs more often outside quotes in the header line', () => {
    expect(detectDelimiter('email,phone\na;b;c;d')).toBe(',');
    expect(detectDelimiter('E-Mail;Telefon;Anrede\nx')).toBe(';');
    expect(detectDelimiter('"Name, first";email;phone')).toBe(';');
  });

  it('is a comma when neither occurs or both equally', () => {
    expect(detectDelimiter('email')).toBe(',');
    expect(detectDelimiter('a,b;c')).toBe(',');
  });
});
