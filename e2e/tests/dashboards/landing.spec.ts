import { LANDINGS, signIn } from '../../fixtures/demo';
import { expect, test } from '../../fixtures/test';

// Spec §4 role-based landing: the server answers the tab's hello with redirectCFM (roles, orgId, id) and
// the tab goes where the roles say. One demo user per case.
test.describe('role-based landing', () => {
  for (const { email, role, lands } of LANDINGS) {
    test(`role ${role} (${email}) lands where spec §4 says`, async ({ page }) => {
      const redirect = page.waitForEvent('websocket').then(
        (socket) =>
          new Promise<string>((resolve) =>
            socket.on('framereceived', ({ payload }) => {
              if (String(payload).includes('redirectCFM')) resolve(String(payload));
            }),
          ),
      );
      await signIn(page, email);
      await expect(page).toHaveURL(lands);
      expect(await redirect).toContain(`"roles":[${role}]`);
      if (role === 126) {
        // 126 lands with its organisation and role stored.
        expect(await page.evaluate(() => localStorage.getItem('clearline.landingRole'))).toBe('126');
        expect(
          await page.evaluate(() => localStorage.getItem('clearline.landingOrganization')),
        ).not.toBeNull();
      }
    });
  }
});
