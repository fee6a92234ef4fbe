import type { MailTemplateData, MailTemplateKey } from '@cadeau/contracts';
import { renderMail } from '../../svc-mail/src/domain/templates';
import type { Lang } from './texts';

/** The data of a template without its link token, which no subject shows. */
export type SubjectData<K extends MailTemplateKey> = Omit<MailTemplateData<K>, 'token'>;

/**
 * The subject svc-mail gives a mail in `lang`, rendered by svc-mail's own templates (the mails' shared
 * translations), so a mail in the other language, or a reworded subject, is told apart without copying texts.
 */
export function mailSubject<K extends MailTemplateKey>(template: K, lang: Lang, data: SubjectData<K>): string {
  // Templates without a token ignore it (their schemas drop unknown keys).
  return renderMail(template, lang, { ...data, token: 'e2e-subject-only-token' }, { publicUrl: 'http://localhost' })
    .subject;
}
