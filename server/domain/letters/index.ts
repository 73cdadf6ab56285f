export { listLetters, readLetter } from './read';
export { createLetter, deleteLetter, sendLetter, updateLetter } from './write';
