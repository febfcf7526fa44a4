import { readFile } from 'node:fs/promises';
import * as openpgp from 'openpgp';
import { authHeader, mainNavigation, signIn, USERS } from '../../fixtures/demo';
import { expect, type Page, test } from '../../fixtures/test';
import { chooseFile, openActivity, operatingStatement, progressOf, sendFile } from '../imports/import-page';
import {
  EXPORT_READY_MS,
  EXPORTS_PATH,
  previewStatement,
  REPORTS_PATH,
  readyToast,
  STATEMENT,
} from '../reports/helpers';

// Issue 19 item 4: the Encryption page (/app/agentPanel/encryption). The bank's key pair is made here by
// the test (never a committed private key); the organisation's is made by the page.

const ENCRYPTION_PAGE = '/app/agentPanel/encryption';
const grouped = (fingerprint: string) => (fingerprint.toUpperCase().match(/.{1,4}/g) ?? []).join(' ');

async function bankKeyPair(name: string) {
  const made = await openpgp.generateKey({
    type: 'ecc',
    curve: 'ed25519Legacy',
    userIDs: [{ name, email: 'sftp@first-bank.test' }],
    format: 'armored',
  });
  return {
    armoredPublic: made.publicKey,
    publicKey: await openpgp.readKey({ armoredKey: made.publicKey }),
    privateKey: await openpgp.readPrivateKey({ armoredKey: made.privateKey }),
  };
}

async function encryptAndSign(
  text: string,
  to: openpgp.PublicKey,
  signer: openpgp.PrivateKey,
): Promise<Buffer> {
  const message = await openpgp.createMessage({ binary: new TextEncoder().encode(text), format: 'binary' });
  return Buffer.from(
    await openpgp.encrypt({ message, encryptionKeys: to, signingKeys: signer, format: 'binary' }),
  );
}

/** Generates the organisation's key pair on the page (or rotates it) and downloads its public key. */
async function generateOrgKey(page: Page): Promise<openpgp.PublicKey> {
  await page.getByRole('button', { name: /^(Generate|Rotate) key pair$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('files@bureau.test');
  await dialog.getByRole('button', { name: /^(Generate|Rotate)$/ }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  const current = page.locator('[data-testid="org-key-row"][data-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('Current');
  const downloaded = page.waitForEvent('download');
  await current.getByRole('button', { name: /Download public key/ }).click();
  const file = await downloaded;
  expect(file.suggestedFilename()).toMatch(/^clearline-[0-9a-f]{16}\.asc$/);
  const armoredKey = await readFile((await file.path()) as string, 'utf8');
  const key = await openpgp.readKey({ armoredKey });
  // The page shows the fingerprint of the key it handed out, grouped by four.
  await expect(current.getByTestId('fingerprint')).toHaveText(grouped(key.getFingerprint()));
  return key;
}

test.describe('encryption page (issue 19)', () => {
  test('an administrator makes a key pair, adds a bank key, and an encrypted signed statement uploaded in the browser imports', async ({
    page,
  }) => {
    test.slow();
    const bank = await bankKeyPair('First Bank SFTP');
    await signIn(page, USERS.ops);
    await mainNavigation(page).getByRole('link', { name: 'Encryption', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ENCRYPTION_PAGE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Encryption');

    const orgPublic = await generateOrgKey(page);

    // The bank's public key, pasted.
    await page.getByRole('button', { name: 'Add bank key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Bank').fill('First Bank');
    await dialog.getByLabel('Public key (armoured)').fill(bank.armoredPublic);
    await dialog.getByRole('button', { name: 'Add key' }).click();
    await expect(dialog).toBeHidden();
    const bankRow = page.locator('[data-testid="bank-key-row"][data-name="First Bank"]');
    await expect(bankRow).toContainText('First Bank SFTP <sftp@first-bank.test>');
    await expect(bankRow.getByTestId('fingerprint')).toHaveText(grouped(bank.publicKey.getFingerprint()));

    // Signed files only, from now on.
    const requireSigned = page.getByRole('switch', { name: 'Require bank files to be signed by a bank key' });
    if (!(await requireSigned.isChecked())) await requireSigned.click();
    await expect(requireSigned).toBeChecked();

    // The bank's statement, encrypted to our key and signed with theirs, through the browser upload.
    const file = operatingStatement({ lines: 3 });
    const name = `${file.fileName}.pgp`;
    await openActivity(page);
    await chooseFile(page, name, await encryptAndSign(file.content, orgPublic, bank.privateKey));
    await expect(page.getByTestId('staged-file')).toContainText('Encrypted (OpenPGP)');
    const importId = await sendFile(page);
    const progress = progressOf(page, name);
    await expect(progress).toHaveAttribute('data-status', 'Completed', { timeout: 30_000 });
    await expect(progress.getByTestId('import-result')).toHaveText('3 records imported');
    const status = await page.request.get(`/api/bankRec/items/fileImport/${importId}`, {
      headers: await authHeader(page),
    });
    const body = (await status.json()) as { data: { pgp: { signedBy: string; signerName: string } } };
    expect(body.data.pgp).toMatchObject({
      signedBy: bank.publicKey.getFingerprint(),
      signerName: 'First Bank',
    });

    // A file signed by a key the organisation does not know is refused, with the reason shown.
    const stranger = await bankKeyPair('Somebody Else');
    const forged = operatingStatement({ lines: 1 });
    const forgedName = `${forged.fileName}.pgp`;
    await chooseFile(page, forgedName, await encryptAndSign(forged.content, orgPublic, stranger.privateKey));
    await sendFile(page);
    const refused = progressOf(page, forgedName);
    await expect(refused).toHaveAttribute('data-status', 'Failed', { timeout: 30_000 });
    await expect(refused.getByTestId('import-result')).toContainText('signed by an unknown key');

    // An export encrypted to the bank's key: only the bank's private key opens it.
    await page.goto(REPORTS_PATH);
    const form = await previewStatement(page);
    await form.getByRole('combobox', { name: 'Encrypt to' }).click();
    await page.getByRole('option', { name: /^First Bank/ }).click();
    await form.getByRole('button', { name: 'Export as CSV' }).click();
    await expect(readyToast(page, STATEMENT)).toBeVisible({ timeout: EXPORT_READY_MS });
    await page.goto(EXPORTS_PATH);
    const row = page.getByTestId('export-row').filter({ hasText: 'CSV' }).first();
    // The list reads the organisation's exports; on a loaded machine that can take longer than a glance.
    await expect(row.getByTestId('export-status')).toHaveText('Ready', { timeout: 30_000 });
    const saved = page.waitForEvent('download');
    await row.getByRole('button', { name: `Download ${STATEMENT} (CSV)` }).click();
    const exported = await saved;
    expect(exported.suggestedFilename()).toMatch(/\.csv\.pgp$/);
    const ciphertext = await readFile((await exported.path()) as string);
    const opened = await openpgp.decrypt({
      message: await openpgp.readMessage({ binaryMessage: new Uint8Array(ciphertext) }),
      decryptionKeys: bank.privateKey,
      verificationKeys: orgPublic,
      expectSigned: true,
      format: 'binary',
    });
    const plain = opened.data as Uint8Array;
    // The CSV as any export writes it: a UTF-8 byte-order mark (TextDecoder drops it), then the header.
    expect(Array.from(plain.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(plain)).toContain('Amount');
  });
});
