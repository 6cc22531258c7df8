import { useUnsubscribe } from '../api/follows.ts';
import { FollowLinkPage } from './follow-link-page.tsx';

/** /followUnsubscribe?token=…: every notice's one-click unsubscribe link. */
export default function FollowUnsubscribePage() {
  return <FollowLinkPage action="unsubscribe" use={useUnsubscribe} />;
}
