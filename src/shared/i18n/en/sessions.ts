/**
 * Sessions and account security (issue 11): the session ending, other tabs,
 * logout everywhere, the password-first state, e-mail changes and the server's
 * answers shown on forms.
 */
export const sessions = {
  'session.ended': 'Your session has ended. Please log in again.',
  'session.changed': 'You were logged out or another account was opened in another tab. Nothing was saved.',
  'session.loggedInAlready': 'You are already logged in.',
  'session.emailVerified': 'Your email address is verified.',

  'session.logoutAll.heading': 'Sign out of all devices',
  'session.logoutAll.intro': 'Ends every session of your account, on this device and on every other, such as a lost phone or a shared computer.',
  'session.logoutAll.submit': 'Sign out of all devices',
  'session.logoutAll.failed': 'We could not sign you out of your other devices. Please try again.',

  'session.passwordFirst.title': 'Set a new password to continue',
  'session.passwordFirst.body':
    'You logged in with a temporary password. Choose a new password before doing anything else: enter the temporary password from the email as your current password.',

  'session.email.currentPassword': 'Your current password',
  'session.email.currentPasswordHint': 'Needed to change your email address.',
  'session.email.linkSent': 'We sent a link to {email}. Your email address changes once you open it.',
  'session.email.pending': 'Waiting for confirmation: your email address changes to {email} once you open the link we sent there. Until then, log in with your current address.',
  'session.email.changed': 'Your email address has been changed.',
  'session.email.changeExpired': 'This email change link has expired. Change your email address again to get a new one.',
  'session.email.changeUsed': 'This email change link has already been used.',
  'session.email.changeInvalid': 'This email change link is not valid.',
  'session.email.changeTaken': 'Your email address could not be changed: another account uses that address now.',
  'session.email.cancelled': 'The email change was cancelled and every session of your account was ended. Log in with your current address; if you did not ask for the change, change your password too.',
  'session.email.cancelFailed': 'This link could not cancel the email change: it has expired or was already used.',

  'session.form.loginInstead': 'Log in instead',
  'session.forgot.sent': 'If an account exists for that address, we have emailed it a temporary password. It works for one hour, and your current password still works.',
} as const;
