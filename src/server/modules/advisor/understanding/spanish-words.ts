/**
 * Spanish words the phrase glossary leaves as written, put into English one by one, so that a
 * question's words are English the reader weighs, not Spanish residue it reads as the thing asked
 * ("esa misma … otra cosa" was a capability once). Regional fillers and interjections ("po",
 * "mae", "diay", "cachai", "puchica", "a la gran", "vaya pues", "pura vida") say nothing and go;
 * regional words for work ("el brete", "la pega", "la chamba", "el laburo") are work. Text is
 * lower case without accents; a word that is also an English word ("sale", "come", "once") is
 * never here. `unplacedWords` reports what is still Spanish after it all.
 */

/** Fillers, interjections and tags that carry no question, wherever they stand. */
const FILLERS =
  /(?:^|(?<=[\s,.;:!?¿¡]))(?:a la gran(?: puchica)?|puchica|pucha|vaya pues|pura vida|diay|tuanis|cachai|cachay|harto bien|que chilero|chilero|chivo|mae|po|wey|guey|orale|andale|chevere|bacan|parce|parcero|che|boludo|chamo|pana|mija|mijo|oye|oiga|oigan|mira|mire|fijate(?: que)?|fijese(?: que)?|fijense(?: que)?|les cuento|le cuento|bueno|pues)(?=$|[\s,.;:!?])/g;

/** Work by its regional names, after a word that makes it a noun ("mi brete", "la pega"). */
const WORK =
  /\b(el|la|mi|mis|su|nuestro|nuestra|del|de la|esta|este|esa|ese|toda la|todo el) (?:brete|pega|chamba|chambita|camello|curro|laburo|jale)\b/g;

/** Everyday Spanish words and their English; none of them is also an English word. */
const WORDS = new Map<string, string>(
  Object.entries({
    // Asking.
    cuantas: "how many",
    cuanta: "how much",
    viene: "does it come",
    vienen: "do they come",
    // Doing.
    calcula: "calculates",
    calculan: "calculate",
    calcular: "calculate",
    calcule: "calculates",
    genera: "generates",
    generar: "generate",
    crea: "creates",
    crear: "create",
    arma: "builds",
    arme: "builds",
    armar: "build",
    envia: "sends",
    enviar: "send",
    mandar: "send",
    manda: "sends",
    contestar: "respond to",
    contestarle: "respond to",
    responder: "respond to",
    responderle: "respond to",
    llenar: "fill in",
    llena: "fills in",
    imprimir: "print",
    lee: "reads",
    leen: "read",
    habla: "speaks",
    hablan: "speak",
    ordenar: "organize",
    organizar: "organize",
    seleccionar: "select",
    seleccionarlas: "select them",
    seleccionarlos: "select them",
    documentar: "document",
    documentado: "documented",
    registrar: "record",
    compramos: "we buy",
    compro: "i buy",
    // Things.
    propuesta: "proposal",
    propuestas: "proposals",
    bienvenida: "onboarding",
    calculadora: "calculator",
    organizador: "organizer",
    organizadores: "organizers",
    servicios: "services",
    servicio: "service",
    precio: "price",
    precios: "prices",
    hoja: "sheet",
    hojas: "sheets",
    muestras: "samples",
    muestra: "sample",
    tamano: "size",
    semilla: "seed",
    aleatoria: "random",
    aleatorio: "random",
    aleatoriamente: "randomly",
    estadisticamente: "statistically",
    poblaciones: "populations",
    poblacion: "population",
    sindicatos: "unions",
    activos: "assets",
    activo: "asset",
    registro: "register",
    espanol: "Spanish",
    ingles: "English",
    idioma: "language",
    idiomas: "languages",
    correo: "email",
    correos: "emails",
    archivos: "files",
    archivo: "file",
    datos: "data",
    formulario: "form",
    formularios: "forms",
    forma: "form",
    multas: "penalties",
    multa: "penalty",
    avisos: "notices",
    aviso: "notice",
    estimados: "estimates",
    estimadas: "estimated",
    trimestre: "quarter",
    trimestres: "quarters",
    corporacion: "corporation",
    corporaciones: "corporations",
    fideicomiso: "trust",
    fideicomisos: "trusts",
    tarifa: "fee",
    tarifas: "fees",
    fija: "fixed",
    fijo: "fixed",
    asesoria: "advisory",
    asesorias: "advisory",
    electronica: "electronic",
    electronicas: "electronic",
    electronico: "electronic",
    electronicos: "electronic",
    // What things are like.
    misma: "same",
    mismo: "same",
    cosa: "thing",
    cosas: "things",
    // Linking words.
    personales: "personal",
    juntos: "together",
    juntas: "together",
    empresarial: "business",
    empresariales: "business",
    automatica: "automatically",
    automatico: "automatically",
    automaticamente: "automatically",
  }),
);

/** "Al final", "como 60": two-word turns the words alone would get wrong. */
const TURNS: Array<[RegExp, string]> = [
  [/\bal final\b/g, "in the end"],
  [/\bcomo (?=\d)/g, "about "],
  [/\botra cosa\b/g, "something else"],
  [/\bhay que\b/g, "do we need to"],
  [/\bantes de\b/g, "before"],
  [/\b(letters?) de bienvenida\b/g, "welcome $1"],
  [
    /\bcalculadora (?:para|pa) (?:poner(?:le|les)? (?:el |los |un )?precios?|cotizar|calcular (?:el |los )?precios?)(?: (?:a|de))?\b/g,
    "pricing calculator for",
  ],
  [/\bde forma (?=[a-z])/g, ""],
];

/** The Spanish words and fillers left after the phrase glossary, in English. */
export function spanishWordsInEnglish(text: string): string {
  let t = text.replace(FILLERS, " ").replace(WORK, "$1 work");
  for (const [pattern, english] of TURNS) t = t.replace(pattern, english);
  return t.replace(/\b[a-z]+\b/g, (word) => WORDS.get(word) ?? word);
}
