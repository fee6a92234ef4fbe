// mjml 5 ships no types (DefinitelyTyped's @types/mjml describes 4.x, whose mjml2html was synchronous).
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    keepComments?: boolean;
    ignoreIncludes?: boolean;
    /** Web fonts MJML links when a text names them; `{}` links none. */
    fonts?: Record<string, string>;
  }
  function mjml2html(input: string, options?: MjmlOptions): Promise<{ html: string; errors: MjmlError[] }>;
  export = mjml2html;
}
