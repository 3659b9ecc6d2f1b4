// Content of the about page. PLACEHOLDER: every person, name, project number and text below is a
// fictional example; the college replaces this file with the real project data (the page needs no change).
import avatar from '../assets/avatar-placeholder.svg';

export interface TeamMember {
  name: string;
  role: string;
  photo: string;
  profileUrl: string;
}

export const about = {
  goals: [
    'Eventorganisatoren en locaties een overzicht geven van AI-tools die hen helpen in elke fase van een event.',
    'Kennis delen over de mogelijkheden en grenzen van AI in de eventsector, via de roadmap, het forum en de FAQ.',
    'Aanbieders en gebruikers van AI-tools met elkaar in contact brengen.',
  ],
  whyEvents:
    'De eventsector bestaat grotendeels uit kleine organisaties met weinig tijd en budget om nieuwe technologie uit te proberen. Een onafhankelijk overzicht per eventfase maakt de stap naar AI kleiner.',
  advisoryGroup:
    'Een begeleidingsgroep van eventorganisatoren, locatiebeheerders, brancheorganisaties en onderzoekers volgt het project op en toetst de roadmap aan de praktijk.',
  realisation:
    'Het project wordt gerealiseerd door een onderzoeksgroep van de hogeschool, met studenten en docenten van de opleidingen eventmanagement en toegepaste informatica.',
  funding:
    'Het project wordt gefinancierd via een subsidieprogramma voor praktijkgericht wetenschappelijk onderzoek aan hogescholen.',
  projectNumber: 'PWO-0000-VOORBEELD',
  team: [
    { name: 'An Voorbeeld', role: 'Projectleider', photo: avatar, profileUrl: 'https://profiel.example/an-voorbeeld' },
    { name: 'Bram Fictief', role: 'Onderzoeker eventmanagement', photo: avatar, profileUrl: 'https://profiel.example/bram-fictief' },
    { name: 'Chloé Proef', role: 'Onderzoeker AI', photo: avatar, profileUrl: 'https://profiel.example/chloe-proef' },
    { name: 'Dries Model', role: 'Ontwikkelaar', photo: avatar, profileUrl: 'https://profiel.example/dries-model' },
  ] satisfies TeamMember[],
};
