/** Issue 19: OpenPGP keys for bank files (/app/agentPanel/encryption), as a lazy loader for app/. */
export const encryptionPages = {
  encryption: () => import('./routes/EncryptionPage'),
};
