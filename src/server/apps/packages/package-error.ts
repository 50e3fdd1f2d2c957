/**
 * Why a package could not be made ready. `retryable` failures (registry unreachable, install timed
 * out) may succeed later, so a build that failed on one is not kept as the answer for its files.
 */
export class PackageError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'unreachable' | 'too_large' | 'install_failed' | 'timeout' | 'refused',
    readonly retryable = false,
  ) {
    super(message);
  }
}
