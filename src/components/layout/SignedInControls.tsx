// Controls only a signed-in person sees; a separate chunk so that visitors do not download the menus.
import { NotificationBell } from './NotificationBell.tsx';
import { UserMenu } from './UserMenu.tsx';

export default function SignedInControls() {
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
