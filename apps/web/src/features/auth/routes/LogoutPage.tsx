import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../../shared/auth/auth-context';
import { PageLoader } from '../../../shared/ui/PageLoader';

/** Ends the session on the server (failures ignored), forgets the token and user data, goes to '/'. */
export default function LogoutPage() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().finally(() => navigate('/', { replace: true }));
  }, [signOut, navigate]);

  return <PageLoader label="Signing out" />;
}
