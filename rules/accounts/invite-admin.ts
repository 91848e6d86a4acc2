import { Refusal } from '../refusal.ts';
import { adminInviteMail } from './mails.ts';
import { newResetLink } from './new-reset-link.ts';
import type { AccountPorts } from './ports.ts';

/**
 * The first Admin (server:create-admin): Admin accounts never come from sign-up. A verified Admin with a random
 * password nobody knows, and a single-use reset link (resetTokenValidMs) mailed to the address, so no password passes
 * through a shell. Asked again, the same Admin gets a fresh link; an address of another role is refused.
 */
export async function inviteAdmin(ports: AccountPorts, request: { email: string; fullName: string }): Promise<{ link: string }> {
  const { users, hasher, mailer, random, policy } = ports;
  const email = request.email.toLowerCase();
  const existing = await users.byEmail(email);
  if (existing && existing.role !== 'Admin')
    throw new Refusal(409, `${email} already has a ${existing.role} account; choose another address.`);
  const admin =
    existing ??
    (await users.create({
      id: `user-${random.id()}`,
      email,
      passwordHash: await hasher.hashPassword(random.token(32)),
      role: 'Admin',
      fullName: request.fullName,
      phoneNumber: '',
      organizationAffiliation: '',
      department: '',
      address: '',
      professionalCredentials: '',
      npiNumber: '',
      taxonomyCode: '',
      complianceId: '',
      hipaaAcknowledgement: true,
      profilePic: null,
      isEmailVerified: true,
    }));
  const { token, link } = await newResetLink(ports, admin.id);
  await mailer.send(adminInviteMail(email, link, token, policy.resetTokenValidMs));
  return { link };
}
