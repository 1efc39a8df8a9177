// Story fixtures: avatars as data URIs (Storybook has no API to serve the default avatar). Not exported.

const dataUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** The API's default avatar (apps/api/src/images/packshot.ts), inline. */
export const defaultAvatar = dataUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="48" fill="#f4ecf9"/><circle cx="48" cy="38" r="17" fill="#b59ac6"/><path d="M18 82 q30 -34 60 0" fill="#b59ac6"/></svg>`,
);

/** A user's own picture: a painted portrait in the brand colours. */
export function portrait(hair: string, skin: string, background: string): string {
  return dataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" fill="${background}"/><path d="M20 96c2-22 14-32 28-32s26 10 28 32z" fill="#6b2d8f"/><path d="M26 46c0-20 10-30 22-30s22 10 22 30c0 12-4 22-4 22H30s-4-10-4-22z" fill="${hair}"/><ellipse cx="48" cy="44" rx="15" ry="18" fill="${skin}"/><path d="M33 40c4-12 26-14 30 0-6-6-24-6-30 0z" fill="${hair}"/><circle cx="42" cy="45" r="1.6" fill="#3a1650"/><circle cx="54" cy="45" r="1.6" fill="#3a1650"/><path d="M44 53q4 3 8 0" stroke="#c0394f" stroke-width="2" fill="none" stroke-linecap="round"/></svg>`,
  );
}

export const avatars = {
  ania: portrait('#5b3a29', '#f2d3bd', '#fbf4e4'),
  kasia: portrait('#d6b26a', '#f6dcc8', '#f4ecf9'),
  ola: portrait('#1a1a1a', '#e8c4a8', '#fdf0f4'),
};
