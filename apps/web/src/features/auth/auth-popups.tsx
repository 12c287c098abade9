import { FindAccountPopup } from './find-account-popup.tsx';
import { LoginPopup } from './login-popup.tsx';
import { MailActivationPopup, MailNeededPopup, SignupMailPopup } from './mail-popups.tsx';

/** All account popups, loaded together the first time one of them opens. */
export default function AuthPopups() {
  return (
    <>
      <LoginPopup />
      <SignupMailPopup />
      <MailNeededPopup />
      <MailActivationPopup />
      <FindAccountPopup />
    </>
  );
}
