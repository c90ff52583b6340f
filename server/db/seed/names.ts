import type { Random } from './random.ts';

/** Given names and surnames by people group, so a name never mixes Yoruba and Hausa halves. */
const GROUPS = [
  {
    weight: 32,
    first: [
      'Adebayo', 'Adewale', 'Ayodele', 'Babajide', 'Damilola', 'Folake', 'Funmilayo', 'Gbenga',
      'Ifeoluwa', 'Kehinde', 'Taiwo', 'Temitope', 'Olumide', 'Oluwaseun', 'Opeyemi', 'Segun',
      'Tolulope', 'Yetunde', 'Bukola', 'Titilayo', 'Abimbola', 'Morenike', 'Toyin', 'Adeola',
      'Femi', 'Kayode', 'Tunde', 'Bisola', 'Ireti', 'Oyinkansola',
    ],
    last: [
      'Adeyemi', 'Adebayo', 'Ogunleye', 'Balogun', 'Olawale', 'Ojo', 'Afolabi', 'Akinola',
      'Oyelaran', 'Fashola', 'Adeleke', 'Ogundipe', 'Bankole', 'Oyebanji', 'Alabi', 'Oladipo',
      'Adesanya', 'Olatunji', 'Akande', 'Ilori', 'Oduya', 'Oyinlola',
    ],
  },
  {
    weight: 30,
    first: [
      'Chinedu', 'Chiamaka', 'Chidinma', 'Chukwuemeka', 'Ebuka', 'Ifeanyi', 'Ngozi', 'Nneka',
      'Obinna', 'Uchenna', 'Adaeze', 'Amarachi', 'Chibuzor', 'Kelechi', 'Nnamdi', 'Onyeka',
      'Somtochukwu', 'Tochukwu', 'Ugochi', 'Chisom', 'Ikenna', 'Ozioma', 'Chioma', 'Emeka',
      'Ijeoma', 'Kosisochukwu', 'Nkechi', 'Obiageli',
    ],
    last: [
      'Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okeke', 'Nwachukwu', 'Onyekachi', 'Uzor',
      'Agu', 'Ibe', 'Chukwu', 'Anyanwu', 'Ezeh', 'Nwankwo', 'Okoro', 'Onuoha', 'Udeh',
      'Ogbonna', 'Nnadi', 'Iwu', 'Mbah',
    ],
  },
  {
    weight: 26,
    first: [
      'Abubakar', 'Aisha', 'Amina', 'Bello', 'Fatima', 'Hadiza', 'Ibrahim', 'Maryam', 'Musa',
      'Sani', 'Usman', 'Yusuf', 'Zainab', 'Aliyu', 'Halima', 'Hauwa', 'Jamilu', 'Khadija',
      'Mustapha', 'Nafisa', 'Rabiu', 'Sadiq', 'Umar', 'Zulaihat', 'Kabiru', 'Safiya',
    ],
    last: [
      'Abdullahi', 'Bello', 'Danjuma', 'Garba', 'Ibrahim', 'Lawal', 'Mohammed', 'Sule', 'Umar',
      'Yakubu', 'Aminu', 'Babangida', 'Dikko', 'Gambo', 'Jibril', 'Kano', 'Shehu', 'Tanko',
      'Usman', 'Yaro',
    ],
  },
  {
    weight: 12,
    first: [
      'Efe', 'Ese', 'Osaro', 'Osagie', 'Ekanem', 'Ime', 'Ini', 'Tamuno', 'Ebiere', 'Tarila',
      'Doo', 'Terkula', 'Ene', 'Ojima', 'Boma', 'Etim', 'Ufuoma', 'Oghenekaro',
    ],
    last: [
      'Edet', 'Ekpo', 'Bassey', 'Okon', 'Osagie', 'Igbinedion', 'Omoregie', 'Tamuno', 'Briggs',
      'Iyorchia', 'Tiv', 'Akpan', 'Etuk', 'Ovie', 'Eboh', 'Ogoro',
    ],
  },
] as const;

const GROUP_WEIGHTS = GROUPS.map((group) => [group, group.weight] as const);

const EMAIL_DOMAINS = [
  ['gmail.com', 70],
  ['yahoo.com', 14],
  ['outlook.com', 6],
  ['hotmail.com', 4],
  ['icloud.com', 3],
  ['yahoo.co.uk', 3],
] as const;

export interface Person {
  name: string;
  email: string;
}

/**
 * A Nigerian name and an email made from it. `serial` is unique per person and ends the email's
 * local part, so emails are unique without remembering the ones already given.
 */
export function nigerianPerson(random: Random, serial: number): Person {
  const group = random.weighted(GROUP_WEIGHTS);
  const first = random.pick(group.first);
  const last = random.pick(group.last);
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  const local = random.weighted([
    [`${f}.${l}`, 5],
    [`${f}${l}`, 3],
    [`${f}_${l}`, 1],
    [`${f[0]}${l}`, 2],
    [`${l}.${f}`, 1],
  ] as const);
  return { name: `${first} ${last}`, email: `${local}${serial}@${random.weighted(EMAIL_DOMAINS)}` };
}
