export {
  PROFILE_CARD_MESSAGES,
  PROFILE_COUNTERS,
  ProfileCard,
  socialLinkHref,
  type ProfileCardProps,
  type ProfileCounterKey,
  type SocialNetwork,
} from './ProfileCard';
export { Avatar, DEFAULT_AVATAR_SRC, UserBadge, type AvatarProps, type UserBadgeProps } from './UserBadge';
