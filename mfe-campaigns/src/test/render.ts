import { registerTexts } from '../i18n/register';

// The app's texts, as its Root registers them before the first render.
registerTexts();

export { renderPage } from '@cadeau/ui/testing/render-page';
