import type { GoldenOxWords } from '../en/games-golden-ox';

export const portuguese: GoldenOxWords = {
  paytableIntro:
    '3 rolos de 3, 4 e 3 símbolos e {lines} linhas fixas. Três símbolos iguais numa linha pagam a aposta da linha vezes o número mostrado. Aposta da linha = aposta total ÷ {lines}. Ganhos em linhas diferentes se somam.',
  wildRule: 'O boi dourado é curinga: substitui qualquer símbolo, e três bois pagam o máximo.',
  chargeTitle: 'Investida do Boi',
  chargeRule:
    'Depois de um giro sem ganho, o boi pode investir (1 em {oneIn}). O rolo do meio trava com quatro bois dourados e os rolos 1 e 3 giram de novo até ganhar, até {respins} vezes. Cada novo giro multiplica mais o ganho:',
  chargeStarts: 'Investida do Boi!',
  respinOf: 'Giro {respin} de {respins}',
  chargeWin: 'Investida × {multiplier}',
  chargeMissed: 'O boi perdeu o fôlego',
  chargeWon: 'Investida × {multiplier} · {lines}',
  symbol_ox: 'Boi dourado',
  symbol_ingot: 'Lingote de ouro',
  symbol_jade: 'Disco de jade',
  symbol_coins: 'Moedas de ouro',
  symbol_knot: 'Nó da sorte',
  symbol_lotus: 'Lótus',
  symbol_peach: 'Pêssego',
};
