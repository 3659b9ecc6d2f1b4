// The package ships no types; this is the part the tool search uses.
declare module 'snowball-stemmers' {
  interface Stemmer {
    stem(word: string): string;
  }
  const factory: { newStemmer(language: string): Stemmer };
  export default factory;
}
