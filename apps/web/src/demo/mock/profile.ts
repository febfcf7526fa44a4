import { type Handler, mock, ok } from './http';
import {
  daysAgo,
  FIRST_NAMES,
  LAST_NAMES,
  paragraph,
  pictureUrl,
  type Random,
  sentence,
  titleCase,
  words,
} from './random';

export interface ProfilePerson {
  id: string;
  name: string;
  avatar: string;
}
export interface Profile {
  user: ProfilePerson & { title: string; cover: string };
  about: {
    general: { gender: string; birthday: string; locations: string[]; about: string };
    work: { occupation: string; skills: string; jobs: { company: string; date: string }[] };
    contact: { address: string; tel: string[]; websites: string[]; emails: string[] };
    groups: { id: string; name: string; category: string; members: number }[];
    friends: ProfilePerson[];
  };
  timeline: {
    activities: { id: string; user: ProfilePerson; message: string; time: string }[];
    posts: {
      id: string;
      user: ProfilePerson;
      message: string;
      time: string;
      likes: number;
      comments: number;
    }[];
  };
  media: { id: string; name: string; info: string; items: { title: string; preview: string }[] }[];
}

export function generateProfile(random: Random, now: number): Profile {
  const person = (i: number): ProfilePerson => {
    const name = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
    return { id: `friend-${i}`, name, avatar: pictureUrl(name, i * 29) };
  };
  const friends = Array.from({ length: 9 }, (_, i) => person(i + 1));
  const user = { id: 'profile-user', name: 'Abbott Keller', avatar: pictureUrl('AK', 200) };
  return {
    user: { ...user, title: 'Reconciliation lead', cover: pictureUrl('  ', 210) },
    about: {
      general: {
        gender: 'Male',
        birthday: 'February 30th, 1974',
        locations: ['Austin, Texas', 'Denver, Colorado'],
        about: paragraph(random, 3),
      },
      work: {
        occupation: 'Reconciliation lead',
        skills: 'Bank reconciliation, payroll tax, month-end close',
        jobs: [
          { company: 'Clearline Demo Studio', date: '2021 - Now' },
          { company: 'Isologix Holdings', date: '2016 - 2021' },
        ],
      },
      contact: {
        address: '56 Rowe Street, Austin, TX 73301',
        tel: ['+1-202-555-0143', '+1-202-555-0185'],
        websites: ['clearline.demo'],
        emails: ['admin@clearline.demo'],
      },
      groups: Array.from({ length: 3 }, (_, i) => ({
        id: `group-${i + 1}`,
        name: titleCase(words(random, 2)),
        category: titleCase(words(random, 1)),
        members: random.int(200, 20_000),
      })),
      friends,
    },
    timeline: {
      activities: Array.from({ length: 5 }, (_, i) => ({
        id: `activity-${i + 1}`,
        user: random.pick(friends),
        message: sentence(random, 4, 8),
        time: daysAgo(random, now, i * 0.3),
      })),
      posts: Array.from({ length: 3 }, (_, i) => ({
        id: `post-${i + 1}`,
        user,
        message: paragraph(random, 2),
        time: daysAgo(random, now, i + 1),
        likes: random.int(0, 80),
        comments: random.int(0, 12),
      })),
    },
    media: Array.from({ length: 3 }, (_, i) => ({
      id: `album-${i + 1}`,
      name: titleCase(words(random, 2)),
      info: `${random.int(4, 12)} photos`,
      items: Array.from({ length: 6 }, (_, n) => ({
        title: titleCase(words(random, 2)),
        preview: pictureUrl('  ', (i * 90 + n * 20) % 360),
      })),
    })),
  };
}

export function profileHandlers(profile: Profile): Handler[] {
  return [mock.get('/api/profile', () => ok(profile))];
}
