/** A message of the brand's default language with its ICU arguments, as the wallet shows it. */
export type Say = (id: string, values?: Record<string, string | number>) => string;
