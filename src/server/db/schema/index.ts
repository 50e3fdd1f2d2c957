export * from './apps';
export * from './auth';
export * from './contact-messages';
export * from './generation-runs';
export * from './mail-outbox';
export * from './projects';
export * from './token-usage';
export * from './versions';
