// Controls only a signed-in person sees; a separate chunk so that visitors do not download the menus.
import { useSession } from '../../app/session.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { UserMenu } from './UserMenu.tsx';

export default function SignedInControls() {
  const { user } = useSession();
  return (
    <>
      {user ? <NotificationBell userId={user.id} /> : null}
      <UserMenu />
    </>
  );
}
