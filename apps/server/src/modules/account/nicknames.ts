/**
 * The nickname a registered player gets until they choose one: a friendly word pair and digits
 * ("LuckyTiger4821"), never "Guest" (that stays for guest accounts), never their phone number.
 */
const ADJECTIVES = [
  'Lucky',
  'Swift',
  'Golden',
  'Brave',
  'Clever',
  'Bright',
  'Happy',
  'Mighty',
  'Silver',
  'Royal',
  'Jolly',
  'Rapid',
  'Cosmic',
  'Sunny',
  'Bold',
  'Noble',
] as const;
const ANIMALS = [
  'Tiger',
  'Eagle',
  'Dragon',
  'Panda',
  'Falcon',
  'Dolphin',
  'Phoenix',
  'Lion',
  'Koi',
  'Hawk',
  'Rhino',
  'Otter',
  'Cobra',
  'Panther',
  'Crane',
  'Orca',
] as const;

export function playerNickname(id: number): string {
  const adjective = ADJECTIVES[id % ADJECTIVES.length];
  const animal = ANIMALS[Math.floor(id / ADJECTIVES.length) % ANIMALS.length];
  return `${adjective}${animal}${String(id % 10_000).padStart(4, '0')}`;
}
