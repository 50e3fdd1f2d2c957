/** What search engines and link previews are told about a generated app, read from its files at build time. */
export interface AppSeo {
  name?: string;
  description?: string;
  pages?: Array<{ path: string; title: string }>;
}
