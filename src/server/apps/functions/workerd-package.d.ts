// The `workerd` package ships no types: its main module exports the binary's path.
declare module 'workerd' {
  /** The absolute path of this platform's workerd binary. */
  const binaryPath: string;
  export default binaryPath;
  /** The newest compatibility date this binary supports. */
  export const compatibilityDate: string;
  export const version: string;
}
