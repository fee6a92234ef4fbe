/**
 * The values of one of the contracts' lists: the `as const` array (`productStatuses`) or its zod enum
 * (`productStatusSchema`, whose `options` are the values).
 */
export type EnumValues = readonly string[] | { readonly options: readonly string[] };

const valuesOf = (values: EnumValues): readonly string[] => ('options' in values ? values.options : values);

/**
 * What is wrong with an app's labels for the contracts' lists (issue 23: a donation showed
 * `campaigns.products.typeName.donation` in the giver's catalog). `texts` are the app's resources by language;
 * `labels` maps the key the app looks a value up under (`'products.status'` for `t(`products.status.${s}`)`)
 * to the list. A label that is missing, empty, or only its key (what i18next shows for a missing text) is
 * reported as `<lang>: <key>.<value> …`, and so is a label that is the raw value of a camelCase list
 * (`donation`): the contracts' values are camelCase and a word on the screen is not, while a PascalCase value
 * (the settings group `Campaign`) may well be its own English word. An empty answer means every value has
 * words in every language.
 */
export function enumLabelProblems(texts: Record<string, object>, labels: Record<string, EnumValues>): string[] {
  return Object.entries(texts).flatMap(([lang, resources]) =>
    Object.entries(labels).flatMap(([key, values]) =>
      valuesOf(values).flatMap((value) => {
        const path = `${key}.${value}`;
        const label = path
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resources);
        if (typeof label !== 'string' || label.trim() === '') return [`${lang}: ${path} has no label`];
        if (label === path || (label === value && /^[a-z]/.test(value))) {
          return [`${lang}: ${path} is labelled with its key`];
        }
        return [];
      }),
    ),
  );
}

/** Fails the test with every problem {@link enumLabelProblems} finds. */
export function expectEnumLabels(texts: Record<string, object>, labels: Record<string, EnumValues>): void {
  expect(enumLabelProblems(texts, labels)).toEqual([]);
}
