// Written by scripts/generate-hijri-table.mjs from ICU 78.2 (CLDR 48.0): do not edit.
/** The first year of the table (AH). */
export const umAlQuraFirstYear = 1300;
/** 1 Muharram 1300 as days since 1970-01-01. */
export const umAlQuraFirstDay = -31826;
/** Per year from 1300 to 1600, three hex digits: bit n set when month n + 1 has 30 days (else 29). */
export const umAlQuraMonths =
  '5552ab9372b657636cb55aaa95649e95d2ba5b53aab4ba9652e2ad56db5a752f25e8ad16a56ab56b4da9b92b2564ba9b' +
  '35a6d95d4da5d4aa955369752f46e96d46a953525d4bd9ba3b4b69b2aa554ada5d2da6d9eaae94d2ac564aea6d56ad55' +
  'd4aa9352ba5b53a6b5ea9d52d29a554ad56daea6e4ed1da2aaa95a2da5b9bb27646c95552ab4dbaba5b4da9d52aa592d' +
  '26d8ed2daad5aa5a4b4979372b6975d69d52c9592b25b4db9d55d2da5d4aa9554daad3aabd2bc4b89a9552d5adb6a6d4' +
  'dc9d92aa69562ae56d36ab55aaa94d49d95d2ba5b55aad55a9a92e26e55dada6d46a5b27a4d4ad56db5a754f49e92d26' +
  'a563566b5baab92b2568ba9b55aada5b4da9b52a9a536276575af26d46a95552ad4bd9ba574b69b52a9552da5d4daad9' +
  '6b2e95e2ac9692eaad56ad65d4ad1562bc5b53a6b5db2d64d29a554ad96daea6e8ed1da4d4aa6a2da5b9b72b686d1655' +
  '4ab95b2ba5b5da9d52ca694e46e95d4daad5aaaa4d49b9374b6975d6ad52aa594b2ab55bad95d2dc5d92b25555ab55b4' +
  'ba97a2745593aab4d69d65d2ba5b4aa954ad15d2dd9da5b45a952d25b8b717656db6aacaa9652b15b2bb5b6daab94d46' +
  'a8d52da9d55a755749f13e4aa965566b5baab94';
