import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Typography from '@mui/material/Typography';
import { AuthFrame, AuthLink } from './AuthFrame';

/** /pages/auth/mail-confirm: what a new account sees after registering, before confirming the address. */
export default function MailConfirmPage() {
  return (
    <AuthFrame
      style={1}
      title="Confirm your e-mail address"
      subtitle="A confirmation e-mail has been sent to admin@clearline.demo."
      footer={
        <Typography variant="body2">
          <AuthLink to="/pages/auth/login">Go back to sign in</AuthLink>
        </Typography>
      }
    >
      <MarkEmailReadOutlined aria-hidden="true" sx={{ fontSize: 64, color: 'tone.success' }} />
      <Typography>
        Open the message and follow the link to activate the account. No message? Check the spam folder.
      </Typography>
    </AuthFrame>
  );
}
