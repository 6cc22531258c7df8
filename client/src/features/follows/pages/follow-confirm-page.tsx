import { useConfirmFollow } from '../api/follows.ts';
import { FollowLinkPage } from './follow-link-page.tsx';

/** /followConfirm?token=…: the confirmation mail's link. */
export default function FollowConfirmPage() {
  return <FollowLinkPage action="confirm" use={useConfirmFollow} />;
}
