import { expect, test } from './live-page';
import { muteBrowserDialogs, signUpThroughApi, subscribeInSandbox } from './helpers';
import { sidewaysOverflow } from './overflow';
import { readMail } from './mail-sink';

test('a Master owner invites by e-mail, a second account accepts the link once and joins the team', async ({ page, browser }) => {
  // The person invited already has an account (in their own browser).
  const other = await browser.newContext();
  const guest = await other.newPage();
  // Both browsers' `confirm` answers « no », as in-app browsers often do: leaving and removing ask in our own dialog.
  const guestDialogs = await muteBrowserDialogs(guest);
  const ownerDialogs = await muteBrowserDialogs(page);
  const guestEmail = await signUpThroughApi(guest, { name: 'Khadija Membre', password: 'Thieb0udienne-Dakar-2026' });

  await signUpThroughApi(page, { name: 'Samba Chef', password: 'Yassa-Poulet-Ziguinchor-9' });
  await page.goto('/espace#equipe');
  const team = page.locator('#equipe');
  await expect(team).toContainText('Avec le forfait Master');
  await subscribeInSandbox(page, 'Master', 45920);
  await page.goto('/espace#equipe');
  await team.getByLabel('Adresse e-mail de la personne à inviter').fill('awa@exemple');
  await team.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(team.getByRole('alert')).toContainText('adresse e-mail valide');
  await team.getByLabel('Adresse e-mail de la personne à inviter').fill(guestEmail);
  await team.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(team.getByRole('status')).toContainText(`Invitation envoyée à ${guestEmail}`);
  await expect(team.getByTestId('team-invitations')).toContainText(guestEmail);

  const [link] = await readMail(guestEmail, /http:\/\/localhost:\d+\/espace\?equipe=[\w-]+#equipe/);
  await guest.goto(link!);
  const invitation = guest.getByTestId('team-invitation');
  await expect(invitation).toContainText('Samba Chef vous invite dans son équipe Master.');
  await invitation.getByRole('button', { name: 'Rejoindre l’équipe' }).click();
  const guestTeam = guest.locator('#equipe');
  await expect(guestTeam.getByRole('status')).toContainText('Bienvenue dans l’équipe de Samba Chef');
  await expect(guestTeam).toContainText('Vous faites partie de l’équipe de Samba Chef');
  await expect(guestTeam.getByTestId('team-credits')).toContainText('crédits de l’équipe : 3 530 crédits');

  // The link served once.
  await guest.goto(link!);
  await expect(guest.getByTestId('team-invitation').getByRole('alert')).toContainText('Cette invitation n’est plus valable');

  // The owner sees the member; nothing of the owner's billing shows on the member's side.
  await page.reload();
  await expect(team.getByTestId('team-members')).toContainText('Khadija Membre');
  await expect(guest.locator('#factures')).not.toContainText('Forfait Master');

  // The member leaves, through our dialog: « Annuler » keeps them in, « Quitter l’équipe » takes them out.
  await guestTeam.getByRole('button', { name: 'Quitter l’équipe' }).click();
  const leave = guest.getByRole('dialog', { name: 'Quitter l’équipe ?' });
  await expect(leave).toContainText('Vous gardez votre compte, vos miniatures et vos propres crédits');
  await leave.getByRole('button', { name: 'Annuler' }).click();
  await expect(leave).toHaveCount(0);
  await expect(guestTeam).toContainText('Vous faites partie de l’équipe de Samba Chef');
  await guestTeam.getByRole('button', { name: 'Quitter l’équipe' }).click();
  await leave.getByRole('button', { name: 'Quitter l’équipe' }).click();
  await expect(guestTeam).toContainText('Avec le forfait Master');
  expect(await guestDialogs()).toEqual([]);

  // Invited again and back in; the owner's team fits a phone (long addresses, an invitation pending), then the owner removes them, through our dialog.
  await team.getByLabel('Adresse e-mail de la personne à inviter').fill(guestEmail);
  await team.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(team.getByRole('status')).toContainText(`Invitation envoyée à ${guestEmail}`);
  let again = link!;
  await expect.poll(async () => (again = (await readMail(guestEmail, /http:\/\/localhost:\d+\/espace\?equipe=[\w-]+#equipe/))[0])).not.toBe(link);
  await guest.goto(again);
  await guest.getByTestId('team-invitation').getByRole('button', { name: 'Rejoindre l’équipe' }).click();
  await expect(guestTeam).toContainText('Vous faites partie de l’équipe de Samba Chef');
  await team.getByLabel('Adresse e-mail de la personne à inviter').fill('une.adresse.vraiment.tres.longue.pour.un.telephone@exemple-de-domaine.sn');
  await team.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await page.reload();
  await expect(team.getByTestId('team-members')).toContainText('Khadija Membre');
  for (const width of [320, 360, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    const seen = await sidewaysOverflow(page, '#equipe');
    expect.soft(seen.past, `« Équipe » at ${width} px`).toEqual([]);
    expect.soft(seen.scrollWidth, `the page at ${width} px`).toBeLessThanOrEqual(seen.clientWidth);
  }
  await team.getByRole('button', { name: 'Retirer Khadija Membre de l’équipe' }).click();
  const remove = page.getByRole('dialog', { name: 'Retirer Khadija Membre de l’équipe ?' });
  await expect(remove).toContainText('Khadija Membre garde son compte');
  await remove.getByRole('button', { name: 'Retirer Khadija Membre' }).click();
  await expect(remove).toHaveCount(0);
  await expect(team.getByTestId('team-members')).not.toContainText('Khadija Membre');
  expect(await ownerDialogs()).toEqual([]);
  await other.close();
});
