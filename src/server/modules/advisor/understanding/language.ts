/**
 * English and Spanish: which one a message is in, and a Spanish message in the English the rest
 * of the understanding reads (the accounting vocabulary of the fact sheets, phrase by phrase).
 * Product names, form numbers and integration names are left as written.
 */

import { SPANISH_BUDGET_PHRASES } from "./spanish-budgets.js";
import { kindsInEnglishOrder, kindsPointedAt } from "./spanish-kinds.js";
import { spanishNumbersAsDigits } from "./spanish-numbers.js";
import { spanishWordsInEnglish } from "./spanish-words.js";

export type Language = "en" | "es";

export const stripAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

const SPANISH_WORDS = new Set(
  `el la los las un una unos unas de del para por que qué con sin pero porque como cuando donde
  cuanto cuánto cuanta cuantos cuántos cuesta cuestan costaria costaría cuesta sale seria sería
  precio somos soy tenemos tengo hacemos hago necesito necesitamos queremos quiero busco buscamos
  hay tiene tienen puede pueden podemos puedo es son esta está estan están mi mis su sus nuestro
  nuestra nuestros nuestras empresa empresas despacho clientes cliente usuarios personas nomina
  nómina impuestos contabilidad presupuesto gracias hola mes año ano al también tambien otra otro
  mejor barato barata más mas y o ni funciona integra hace incluye guarda admite cual cuál sirve
  recomiendan recomienda sugieren recibo producto productos herramienta versión version entre
  prueba gratis gratuita reembolso horario soporte declaraciones declaración declaracion usamos
  uso usan sino ahora trabajamos buenas buenos tardes noches días dias`
    .split(/\s+/)
    .filter(Boolean),
);
const ENGLISH_WORDS = new Set(
  `the and is are for what how do does we you my our with can it its this that of to in on at
  much cost price per month year users clients need want have any there which please thanks`
    .split(/\s+/)
    .filter(Boolean),
);

/** Spanish when the message has Spanish marks or more Spanish than English words. */
export function detectLanguage(text: string): Language {
  if (/[¿¡ñ]/i.test(text)) return "es";
  const words = text.toLowerCase().match(/[a-záéíóúü]+/g) ?? [];
  let es = 0;
  let en = 0;
  for (const w of words) {
    if (SPANISH_WORDS.has(w) || SPANISH_WORDS.has(stripAccents(w))) es++;
    if (ENGLISH_WORDS.has(w)) en++;
  }
  if (/[áéíóú]/i.test(text) && es >= 1 && en === 0) return "es";
  // "Hola", "buenas": a word or two with nothing English in them.
  if (words.length <= 2 && es >= 1 && en === 0) return "es";
  return es >= 2 && es > en ? "es" : "en";
}

/**
 * Spanish phrases into the English the understanding reads, longest first. Written for the
 * store's vocabulary (the fact sheets' fields, the wizard's services, money and headcount) so
 * that a question reads the same in either language.
 */
const GLOSSARY: Array<[RegExp, string]> = (
  [
    ...SPANISH_BUDGET_PHRASES,
    // Questions and their scaffolding.
    // "Preferimos pagar mes a mes": paying by the month.
    [/\bpagar(?:lo|la)? (?:mes a mes|mensualmente|por mes|cada mes|mensual)\b/, "pay monthly"],
    // "La lista de cierre de año de nómina", "la lista de verificación": a checklist (not "la
    // lista de clientes"); "cierre de año" year-end, "cierre de mes" month-end.
    [
      /\b(?:la |una |las )?listas? (?:de (?:verificacion|control|chequeo|comprobacion|pasos|tareas)(?: (?:de|del|para)\b(?: la\b| el\b)?)?|(?:de|del|para)(?: el)? (?=cierre))/,
      "the checklist for ",
    ],
    [/\bcierre (?:de|del) (?:ano|ejercicio)\b|\bcierre anual\b/, "year-end"],
    [/\bcierre (?:de|del) mes\b|\bcierre mensual\b/, "month-end close"],
    [/\bjunto con\b/, "together with"],
    // "¿El programa se queda con nosotros o hay que volverlo a pagar cada año?": whether the firm
    // keeps what it buys, or pays again.
    [
      /\b(?:se (?:queda|quedaria|quedara) con nosotros|(?:nos|me) (?:lo|la) (?:quedamos|quedo)|(?:es|seria|queda) (?:nuestro|nuestra|mio|mia)(?: para siempre)?)\b/,
      "we keep it",
    ],
    [
      /\b(?:hay que |tenemos que |toca )?(?:volver(?:lo|la|los|las)? a pagar(?:lo|la)?|pagar(?:lo|la)? (?:otra vez|de nuevo))\b/,
      "we pay again",
    ],
    [/\bcada ano\b/, "each year"],
    // "Cómo recibo a los clientes nuevos", "darles la bienvenida a los clientes": onboarding
    // people, not receiving a delivery.
    [
      /\b(?:como )?(?:recibo|recibimos|recibir|recibe|reciben|(?:doy|damos|dar|darle|darles) la bienvenida) a (?:los |las |mis |nuestros |nuestras |sus )?(?:clientes|clientas|cliente|clienta)(?: nuev[oa]s?)?\b/,
      "how we onboard new clients",
    ],
    // "¿Cómo se entrega?", "¿cómo me llega después que pague?": how it is delivered.
    [
      /\bcomo (?:se |me |nos |lo |la )?(?:entrega|entregan|llega|envia|envian|manda|mandan|recibe|recibimos|recibo)\b/,
      "how do we receive it",
    ],
    [
      /\bdespues (?:de )?que (?:pague|paguemos|compre|compremos)\b|\bdespues de (?:pagar|comprar)\b/,
      "after we pay",
    ],
    // "¿Les puede pagar…?", "¿los podemos pagar?": the object pronoun after its verb ("can pay
    // them"), not an article.
    [
      /\b(?:les|los|las) ((?:puede|pueden|podemos|podria|podrian|puedo) [a-z]+(?:ar|er|ir))\b/,
      "$1 them",
    ],
    // "La opción más barata que tienen para …": the catalogue's cheapest for a job.
    [
      /\b(?:la|el|lo) (?:(?:opcion|producto|programa|herramienta|solucion|cosa|software) )?mas (?:barat[oa]|economic[oa]) que (?:tienen|tengan|venden|manejan|ofrecen) (?:para|que (?:haga|hace|sirva para))\b/,
      "the cheapest option you have for",
    ],
    [
      /\b(?:la|el|lo) (?:(?:opcion|producto|programa|herramienta|solucion|cosa|software) )?mas (?:barat[oa]|economic[oa]) (?:que (?:haga|hace|sirva para)|para)\b/,
      "the cheapest option for",
    ],
    [/\baunque no (?:sea|este|es|funcione)\b/, "even if it is not"],
    // "¿Cuáles no nos servirían?": what would not work for the firm.
    [
      /(?<!\bsi\b[^,;:?.!]{0,40})\bno (?:nos |me |les )?(?:servirian|serviria|sirven|sirve|funcionarian|funcionaria|convienen|conviene|convendrian|convendria)\b(?! (?:para|con|en)\b)/,
      "would not work for us",
    ],
    // "Si lo compramos y al final no nos sirve": a condition, not the question.
    [/\bsi (?=[^,;:?.!]{0,40}\bno (?:nos |me |les )?(?:sirve|sirven|funciona|funcionan)\b)/, "if "],
    [
      /\bno (?:nos |me |les )?(?:sirve|sirven|funciona|funcionan)\b(?! (?:para|con|en)\b)/,
      "it is no good to us",
    ],
    // "¿Y si son 25 empresas?", "si solo lo usa uno": a count supposed.
    [
      /\b(?:y )?si (?:solo )?(?:son|fueran|fuesen|somos|fueramos|seran|tenemos|tuvieramos)\b/,
      "what if there are",
    ],
    [/\b(?:y )?si solo\b/, "what if only"],
    // Payroll's tables and runs: "las tablas de retención al día", "¿corre la nómina o solo
    // actualiza las tablas?".
    [/\btablas? (?:de )?(?:retencion(?:es)?|impuestos de nomina)\b/, "withholding tables"],
    [/\b(?:al dia|actualizad[oa]s)\b/, "current"],
    [
      /\b(?:corre|corren|correr|procesa|procesan|procesar|hace|hacen) (?:la|las) nominas?\b/,
      "runs payroll",
    ],
    [/\b(?:actualiza|actualizan|actualizar) (?:las|the) (?:tablas|tables)\b/, "updates the tables"],
    // "Y si añadimos el calendario, ¿cuánto es todo junto?", "2 clientes más, o sea 12".
    [/\b(?:y )?si (?:le |les )?(?:anadimos|agregamos|sumamos|incluimos)\b/, "if we add"],
    [/\btodo junto\b|\btodo en total\b|\blos dos juntos\b/, "all together"],
    [/\bo sea\b|\bes decir\b/, "that is"],
    // The sheets' jobs in Spanish verbs: "notarizar documentos", "cobrar los honorarios".
    [/\bnotari(?:zar|zacion|ar|ce|zan|za)\b/, "notarize"],
    [
      /\b(?:cobra|cobran|cobrar|cobre|cobrarles?|le cobra|les cobra)(?: (?:los|sus|las))? (?:honorarios|cuotas|pagos)(?: (?:a|de) (?:los|sus|mis|nuestros) clientes)?\b/,
      "collect fees from clients",
    ],
    // What a price counts: "¿se cobra por negocio o por usuario?".
    [/\b(?:por|per) (?:negocio|empresa|compania|cliente)\b/, "per business"],
    [/\b(?:por|per) (?:usuario|persona|puesto|licencia)\b/, "per user"],
    [/\b(?:por|per) declaracion\b/, "per return"],
    // "¿Tarifa plana o por usuario?", "un precio fijo", "un solo precio para todos": one price.
    [
      /\b(?:(?:una |la )?tarifa (?:plana|fija|unica)|(?:un |el )?precio (?:fijo|unico)|(?:un )?solo precio)\b/,
      "flat price",
    ],
    // "¿Me lo puede poner en un documento?", "¿me hace un resumen?": the memo asked for.
    [
      /\b(?:me |nos )?(?:lo |la |los |las |todo )?(?:puede|pueden|puedes|podria|podrian|podrias) (?:poner|pasar|mandar|enviar|preparar|hacer|dejar)(?:me|nos)?(?:lo|la|los|las)?\b(?=[^?.!]{0,30}\b(?:documento|resumen|pdf|informe|memo|memorando|papel)\b)/,
      "can you put it",
    ],
    [
      /\b(?:me |nos )?(?:hace|haces|hacen|prepara|preparas|preparan|manda|mandas|pasa|pasas) (?:un|una) (?=resumen|documento|informe|pdf|memo)/,
      "can you make a ",
    ],
    // "¿Cada persona necesita su propia licencia?": whether each needs one.
    [
      /\bcada (?:persona|usuario|uno|una|empleado|preparador|asesor|contador)\b[^?.!]{0,20}\b(?:necesita|requiere|lleva)\b[^?.!]{0,20}\b(?:licencia|usuario|puesto|acceso)\b/,
      "does each need their own licence",
    ],
    [
      /\b(?:necesita|necesitan|requiere|requieren) (?:su|sus) propi[oa]s? (?:licencias?|usuarios?|puestos?|accesos?)\b/,
      "need their own licence",
    ],
    [/\bresumen\b/, "summary"],
    // Two people in it at once; letters whose wording comes written.
    [/\ba la vez\b|\bal mismo tiempo\b|\bsimultaneamente\b/, "at the same time"],
    [
      /\b(?:vienen|viene|traen|trae|estan|esta) (?:ya )?(?:redactad[oa]s?|escrit[oa]s?)\b/,
      "come pre-written",
    ],
    [/\bdocumento\b/, "document"],
    [/\bmemorandum\b|\bmemorando\b/, "memo"],
    // "¿Ese trae…?", "¿esa maneja…?": the one discussed, pointed at before its verb.
    [
      /\b(?:ese|esa|este|esta|eso|esto)(?= (?:trae|traen|hace|hacen|tiene|tienen|incluye|incluyen|maneja|manejan|sirve|funciona|cuesta|sale|se|lo|la|le|permite|puede|guarda|admite|soporta|acepta|presenta|paga|cubre|lleva|viene|corre)\b)/,
      "that one",
    ],
    [/\bpa'(?=\s)|\bpa (?=(?:los|las|el|la|mi|mis|nosotros|todos)\b)/, "para "],
    [/\bse (?:puede|pueden|podria) usar\b/, "can it be used"],
    [/\busarlo\b|\busarla\b|\busar\b/, "use"],
    [/\binstalad[oa]s?\b/, "installed"],
    [/\bcompus?\b|\bcomputadoras?\b|\bordenador(?:es)?\b/, "computer"],
    [/\bseguro medico\b|\bseguros medicos\b|\bseguro de salud\b/, "health insurance"],
    [/\bbeneficios\b|\bprestaciones\b/, "benefits"],
    [/, tipo\b/, ", like"],
    // "¿Hay algún tope de usuarios?": a limit of the sheet, not a budget's cap.
    [/\bhay (?:un |algun |alguno )?(?:tope|limite|maximo) de\b/, "is there a limit of"],
    [/\b(?:un |algun )?(?:tope|limite|maximo) de (?=usuarios|clientes|personas)/, "a limit of "],
    [
      /\bcuanto (?:(?:nos|me|le|les) )?(?:cuesta|cuestan|costaria|costarian|vale|valen|sale|salen|saldria|saldrian|seria|serian|es|son|pago|pagaria|pagariamos|pagamos)\b/,
      "how much does it cost",
    ],
    [/\bcuanto\b/, "how much"],
    [/\bcuantos\b/, "how many"],
    [/\bque tal\b/, "how about"],
    [/\bque tiempo hace\b/, "what is the weather"],
    [/\bva a llover\b/, "will it rain"],
    [
      /\bque (?:nos |me )?(?:recomiendan|recomienda|recomiendas|sugieren|sugiere|sugieres|aconsejan)\b/,
      "what do you recommend",
    ],
    [/\b(?:recomiendan|recomienda|recomiendas|recomendar|sugieren|sugiere|sugerir)\b/, "recommend"],
    [/\bque (?:tienen|tiene|hay|ofrecen) para\b/, "what do you have for"],
    // "¿Qué tienen…?" asks the store; "los clientes que tienen empleados" is a relative clause.
    [
      /(?<=^\s*(?:y |pero |entonces )?|[.!?;:]\s*)que (?:tienen|tiene|hay|ofrecen)\b/,
      "what do you have",
    ],
    [/\bque (?:tienen|tiene)\b/, "that have"],
    [/\bque (?:nos |me )?(?:ofrecen|ofrece|ofreces|pueden ofrecer)\b/, "what do you offer"],
    [/\bcual(?:es)? de (?:sus|tus|los|vuestros) productos\b/, "which of your products"],
    [/\bcual(?:es)?\b/, "which"],
    [/\bmedia docena de\b/, "6"],
    [/\b(?:una )?docena de\b/, "12"],
    [/\bque productos?\b/, "which products"],
    [/\bque otra opcion hay\b/, "what other option is there"],
    [/\botra opcion\b/, "another option"],
    [/\bque otra\b/, "what other"],
    [/\bhay algo\b/, "is there anything"],
    // "¿Tienen algo así?": the store is asked what it has, about what the message said before.
    [
      /\b(?:tienen|tiene|venden|ofrecen) (?:ustedes )?(?:algo|alguno|alguna|algun producto) (?:asi|parecido|similar|por el estilo|como eso|para eso)\b/,
      "do you have anything like that",
    ],
    [
      /\b(?:tienen|venden|ofrecen) (?:ustedes )?(?:algo|alguno|alguna|algun producto)\b/,
      "do you have anything",
    ],
    [/\b(?:maneja|manejan|gestiona|gestionan)\b/, "handles"],
    [/\b(?:nos|me|le|les) hace(?:n)? falta\b|\bhace(?:n)? falta\b/, "we need"],
    [/\bhay alguno?\b/, "is there any"],
    [/\bentonces\b/, "then"],
    [/\bse integra con\b/, "integrates with"],
    [/\bse integran con\b/, "integrate with"],
    [/\bse conecta con\b|\bconecta con\b/, "connects to"],
    [/\bfunciona con\b|\bfuncionan con\b/, "works with"],
    [/\bfunciona en\b|\bfuncionan en\b|\bcorre en\b/, "runs on"],
    [/\b(?:es|son) compatibles? con\b/, "works with"],
    [/\bme (?:las|los|lo|la) compara\b|\bcomparamel[oa]s?\b/, "compare them"],
    [/\bcompar[ae](?:me|nos)?(?:lo|la|los|las|r)?\b|\bcomparacion\b/, "compare"],
    [/\bme conviene(?: mas)?\b|\bnos conviene(?: mas)?\b/, "which is better for us:"],
    // "¿Cuál me sale más barata?" asks which costs less; "la más barata" names the cheaper one.
    [
      /\b(?:cual|which) (?:me |nos )?sale(?:n)? mas barat[oa]\b|\b(?:cual|which) es (?:la |el )?mas barat[oa]\b/,
      "which is cheaper",
    ],
    [/\b(?:la|el) mas barat[oa]\b|\b(?:la|el) mas economic[oa]\b/, "the cheaper one"],
    [/\b(?:la|el) mas car[oa]\b/, "the pricier one"],
    [/\b(?:el|la) de (?:la )?firma(?: electronica)?\b/, "the e-signature one"],
    [/\b(?:la|el) que (?:tiene|trae|incluye) (?:la |el )?/, "the one with the "],
    [/\bfrente a\b|\bcontra\b/, "versus"],
    [/\bmejor que\b/, "better than"],
    [/\bes mejor\b/, "is better"],
    [
      /\bsale mas barat[oa]\b|\bmas barat[oa]s?\b|\bmas economic[oa]s?\b|\bmenos car[oa]s?\b/,
      "cheaper",
    ],
    [/\bbarat[oa]s?\b|\beconomic[oa]s?\b/, "cheap"],
    [
      /\bnecesito los dos\b|\bnecesitamos los dos\b|\bnecesito ambos\b|\bnecesitamos ambos\b/,
      "need both",
    ],
    [/\bcon uno basta\b|\bbasta con uno\b/, "is one enough"],
    [/\blos dos primeros\b|\blas dos primeras\b/, "the first two"],
    [/\bel primero\b|\bla primera\b/, "the first one"],
    [/\bel segundo\b|\bla segunda\b/, "the second one"],
    [/\bel tercero\b|\bla tercera\b/, "the third one"],
    [/\blos dos\b|\blas dos\b|\bambos\b|\bambas\b/, "both"],
    [/\bno me convence\b|\bno me gusta\b|\bno lo quiero\b|\bdescarta\b/, "not that one"],
    // "No podemos pasar de $300 al mes": we can't go over it.
    [
      /\bno (?:nos |me )?(?:puedo|podemos|debo|debemos|quiero|queremos|vamos a|pensamos) (?:pasar(?:nos|me)?|exceder(?:nos|me)?|superar|salir(?:nos|me)?) (?:de|del)\b/,
      "we cannot go over",
    ],
    // "No puedo gastar más de $300": a cap, not a floor.
    [
      /\bno (?:puedo|podemos|quiero|queremos|debo|debemos) (?:gastar|pagar|invertir) mas de\b/,
      "cannot spend more than",
    ],
    // Who does what: "quién trabaja en qué", "quién hace qué".
    [/\bquien (?:trabaja|hace|lleva|se encarga de) (?:en )?que\b/, "who works on what"],
    // Trying before buying: "¿podemos probarlo antes?", "probar antes de pagar".
    [/\bantes de (?:comprar|pagar|contratar)(?:l[oa]s?)?\b/, "before buying"],
    // "¿Se puede probar gratis?": trying the product discussed, said impersonally.
    [/\bse (?:puede|pueden|podria) probar\b/, "can we try it"],
    [/\bprobarl[oa]s?\b|\btestearl[oa]s?\b/, "try it"],
    [/\bprobar\b|\bprobamos\b|\bpruebo\b/, "try"],
    [/\b(try(?: it)?) (?:antes|primero)\b/, "$1 first"],
    [/\bpuedo pedir\b/, "can i get"],
    [/\bpodemos usar\b/, "can we use"],
    [/\bpodemos\b/, "can we"],
    [/\bpuedo\b/, "can i"],
    [/\bpueden\b|\bpuede\b/, "can"],
    [/\bpresentar\b|\bpresenta\b|\bpresentan\b/, "file"],
    [/\bpaga\b|\bpagar\b|\bpagan\b/, "pay"],
    [/\bpor mi\b/, "for me"],
    [/\bpor nosotros\b/, "for us"],
    [/\bhace\b|\bhacen\b|\brealiza\b/, "does it do"],
    [/\bincluye\b|\bincluyen\b|\btrae\b|\btraen\b/, "does it include"],
    [/\btiene\b|\btienen\b/, "does it have"],
    [/\bguarda\b|\balmacena\b/, "does it store"],
    [/\bimporta\b/, "does it import"],
    [/\badmite\b|\bsoporta\b|\bacepta\b/, "supports"],
    [/\bayuda con\b|\bayuda a cumplir\b/, "helps with"],
    [/\bsirve para\b/, "is for"],
    [/\bsigue sirviendo\b|\bsigue valiendo\b|\bsigue bien\b/, "still ok"],
    [
      /\bentra en ese presupuesto\b|\bcabe en ese presupuesto\b|\bentra en el presupuesto\b/,
      "does it fit that budget",
    ],
    [/\bel ano que viene\b|\bel (?:proximo|otro) ano\b/, "next year"],
    [/\btendremos\b/, "we will have"],
    [/\bdespues de pagar\b/, "after paying"],
    [/\bcomo recibo\b|\bcomo recibimos\b/, "how do i receive"],
    [/\ben que horario\b|\bque horario\b/, "what hours"],
    [/\batiende\b|\batienden\b/, ""],
    [/\bsi empiezo\b/, "if i start"],
    [/\bhoy\b/, "today"],
    [/\bdespues\b|\bmas adelante\b/, "later"],
    [/\bpago\b/, "pay"],
    // Firms, people and counts.
    [/\bsomos una firma de\b/, "we are a firm of"],
    [/\bsomos un despacho de impuestos de\b/, "we are a tax firm of"],
    // "¿Y si entra alguien más?", "si contratamos a otra persona": someone joining the firm.
    [
      /\bsi (?:entra|se une|se suma|se incorpora|viene|contratamos a) (?:alguien|una persona|otra persona|otro|otra|un[oa]? (?:mas|nuevo|nueva))(?: mas)?\b/,
      "if someone joins",
    ],
    // "¿Hay que instalarlo?", "¿se instala?": where it runs.
    [
      /\b(?:hay que|tenemos que|tengo que|se debe) (?:instalarl[oa]s?|descargarl[oa]s?|instalar|descargar)\b|\bse (?:instala|descarga)\b/,
      "do we install it",
    ],
    // "¿Hay cuota de alta?", "¿algún costo de instalación?": a charge beside the price.
    [
      /\b(?:cuota|tarifa|cargo|costo|coste|pago) (?:de )?(?:alta|inscripcion|instalacion|configuracion|implementacion|activacion|puesta en marcha)\b|\b(?:costos|costes|cargos) ocultos\b/,
      "setup fee",
    ],
    [/\bsomos\b|\bseriamos\b|\bseremos\b|\bquedariamos\b/, "we are"],
    [/\bsoy\b/, "i am"],
    [/\bson\b/, "it is"],
    [/\bsolo yo\b|\btrabajo solo\b|\btrabajo sola\b/, "just me"],
    // "Somos yo y una asistente": the one writing and the people named after.
    [/\byo y (?=(?:una?|mi|mis|\d+)\b)/, "me and "],
    [/\basistentes\b|\bayudantes\b/, "assistants"],
    [/\basistente\b|\bayudante\b/, "assistant"],
    // "Que ellos mismos le tomen la foto": a photo taken from the phone, the capture.
    [
      /\b(?:tomen|tome|tomar|sacar|saquen|saque)(?:le)? (?:la |una )?fotos?\b|\b(?:le |les )?(?:tomen|tome|saquen|saque) (?:la |una )?fotos?\b/,
      "snap a photo of",
    ],
    [
      /\bse (?:lea|lean|leen|lee) sol[oa]s?\b|\blo (?:lea|lee) sol[oa]\b/,
      "extracts the amounts automatically",
    ],
    [/\bpreparar(?:la|las|lo|los)?\b/, "prepare"],
    [/\bque (?:salgan|salga|saque|saquen)\b/, "to produce"],
    [/\bellos mismos\b|\bellas mismas\b|\blos mismos clientes\b/, "the clients themselves"],
    [/\bcontable independiente\b|\bcontador independiente\b/, "solo bookkeeper"],
    [/\bindependiente\b/, "solo"],
    [/\bdespacho de impuestos\b/, "tax firm"],
    [/\boficina de impuestos\b/, "tax office"],
    [/\boficinas?\b/, "office"],
    // "Un despacho contable", "un estudio contable": an accounting practice (the books and tax).
    [
      /\b(?:despacho|bufete|estudio|oficina|firma|empresa) (?:contable|de contabilidad|de contadores)\b/,
      "accounting firm",
    ],
    [/\b(?:chic[oa]|pequen[oa])\b/, "small"],
    [/\bdespacho\b/, "firm"],
    [/\bfirma electronica\b/, "e-signature"],
    [
      /\bfirmar electronicamente\b|\bfirmarlas electronicamente\b|\bfirmarlos electronicamente\b/,
      "e-sign",
    ],
    [/\bfirmar\b|\bfirmarlas\b|\bfirmarlos\b/, "sign"],
    [/\buna firma de\b/, "a firm of"],
    // "Las firmas del revisor", "la firma del socio": a reviewer's or partner's sign-off.
    [
      /\b(?:las |la )?firmas? (?:del|de los|de la) (?:revisor|revisores|socio|socios|supervisor)\b/,
      "reviewer sign-offs",
    ],
    [/\bfirma\b/, "firm"],
    [/\bempresas? clientes?\b/, "client companies"],
    [/\bpequenas empresas\b|\bpymes\b/, "small businesses"],
    [/\bempresas\b/, "companies"],
    [/\bclientes\b/, "clients"],
    [/\bcliente\b/, "client"],
    [/\busuarios\b/, "users"],
    [/\busuario\b/, "user"],
    [/\bpersonas\b/, "people"],
    [/\bempleados\b|\bempleadas\b/, "employees"],
    [/\btrabajadores\b/, "workers"],
    [/\b(?:el|este|este mismo) sistema\b/, "the system"],
    [/\bbiblioteca de investigacion(?: fiscal| tributaria)?\b/, "research library"],
    [/\binvestigacion (?:fiscal|tributaria)\b/, "tax research"],
    [/\basesores\b/, "advisors"],
    [/\bplanificadores\b/, "planners"],
    [/\bpreparadores\b/, "preparers"],
    [/\bcontadores\b|\bcontables\b/, "accountants"],
    [/\bauditores\b/, "auditors"],
    [/\bpuestos\b|\blicencias\b/, "seats"],
    [
      /\bdesde (?:sus|mis|nuestros|los|el|su|mi) (?:celulares|telefonos|moviles)\b/,
      "from their phones",
    ],
    [/\bdesde (?:su|mi|el|un) (?:celular|telefono|movil)\b/, "from their phone"],
    // Fixed assets in the sheets' words: "activos fijos con depreciación fiscal y contable".
    [/\bactivos? fijos?\b/, "fixed assets"],
    [
      /\b(?:depreciacion|amortizacion)(?:es)? (?:fiscal y contable|contable y fiscal)\b/,
      "book and tax depreciation",
    ],
    [/\b(?:depreciacion|amortizacion)(?:es)?\b/, "depreciation"],
    [/\bseccion (\d)/, "section $1"],
    [/\bcontrolar\b|\bllevar el control de\b/, "track"],
    [/\b(?:la |el )?(?:app|aplicacion|programa) de recibos\b/, "the receipt app"],
    // "Recibos de pago", "talones de nómina": pay stubs, not receipts.
    [/\b(?:recibos|talones|comprobantes) de (?:pago|nomina|sueldo)\b/, "pay stubs"],
    [/\b(?:recibo|talon|comprobante) de (?:pago|nomina|sueldo)\b/, "pay stub"],
    // "Entrar y ver sus propios …", "ver sus recibos en línea": what people look up themselves.
    [/\b(?:entrar|ingresar|conectarse|loguearse) y (?=ver|consultar|descargar)/, "log in and "],
    [/\b(?:ver|consultar|descargar) sus (?:propi[oa]s )?/, "see their own "],
    [/\ben linea\b/, "online"],
    [/\brecibos\b/, "receipts"],
    [/\bplantillas\b/, "templates"],
    [/\bplantilla\b/, "template"],
    // "¿Hay una suscripción que las traiga todas?": every one of them.
    [
      /\b(?:todas|todos) (?:ellas|ellos|esas|esos|estas|estos)\b|\b(?:las|los) (?:\w+ )?(?:todas|todos)\b/,
      "all of them",
    ],
    // Bookkeeping's verbs and nouns: "automatizar la categorización de transacciones".
    [/\bautomatiz(?:ar|amos|a|an|acion)\b/, "automate"],
    [/\b(?:categoriza|clasifica)(?:r|mos|n|cion)\b/, "categorising"],
    [/\btransacciones\b|\bmovimientos(?! bancarios)\b/, "transactions"],
    [/\bcontadoras\b/, "accountants"],
    [/\brestaurantes\b/, "restaurants"],
    [/\bclinicas\b/, "clinics"],
    [/\babogad[oa]s\b/, "attorneys"],
    [/\babogad[oa]\b/, "attorney"],
    // "12 sucursales, cada una con su propia LLC": each location its own client company.
    [/\b(?:sucursales|locales|ubicaciones|sedes)\b/, "locations"],
    [/\bcada (?:una|uno) (?:con |es |tiene )?su propi[oa]\b/, "each one with its own"],
    [/\bvendedores\b/, "sellers"],
    [/\btiendas?\b|\bcomercios?\b/, "stores"],
    [/\bpapeles de trabajo\b/, "workpapers"],
    // "¿Sirve también para …?": whether it handles it.
    [/\bsirven? (?:tambien )?para\b/, "handles"],
    [/\binformes? trimestrales? de rendimiento\b/, "quarterly performance reports"],
    [/\binformes? de rendimiento\b/, "performance reports"],
    [/\brendimiento\b/, "performance"],
    [/\bpromedio\b/, "average"],
    [/\btrimestrales?\b/, "quarterly"],
    [/\brebalance(?:ar|a|an|o)\b/, "rebalance"],
    [/\bcarteras?\b/, "portfolios"],
    [/\bse encarga(?:n)? de\b/, "does it handle"],
    [/\bse cobra(?:n)? por\b/, "is it charged per"],
    [/\basesor\b/, "advisor"],
    [/\bfamilias\b/, "families"],
    [/\bcuentas\b/, "accounts"],
    [/\batendemos a\b|\batendemos\b/, "we serve"],
    [/\bcontratistas\b/, "contractors"],
    [/\bprepara\b|\bpreparan\b/, "prepares"],
    [/\bdepositos? direct[oa]s?\b/, "direct deposit"],
    [/\bpruebas de detalle\b/, "tests of details"],
    [/\bpruebas de controles\b/, "tests of controls"],
    [
      /\b(?:se (?:compra|compran|vende|venden|paga|pagan)|va|van|viene|vienen) (?:aparte|por separado)\b|\baparte\b|\bpor separado\b/,
      "separately",
    ],
    [
      /\b(?:guardar|almacenar|archivar|conservar) (?:los |nuestros |sus )?documentos\b/,
      "store documents",
    ],
    [/\balmacenamiento\b|\barchivo de documentos\b/, "storage"],
    [/\bcriptomonedas?\b|\bcriptoactivos?\b|\bcripto\b/, "crypto"],
    [/\bcomprar y vender\b|\bcompraventa de\b/, "trade"],
    [/\binversiones\b|\binversion\b/, "investments"],
    [/\b(\d+) de nosotros\b/, "$1 of us"],
    // "Trabajo con mi asistente": the one writing and who they name.
    [/\btrabajo (?:junto )?con (?=(?:mi|mis|un|una|dos|tres|\d+) )/, "i work with "],
    [/\bnegocios\b|\bnegocitos\b|\bnegocitas\b/, "businesses"],
    [/\bsocios\b/, "partners"],
    [/\bsocio\b|\bsocia\b/, "partner"],
    [/\bsocias\b/, "partners"],
    // Money.
    // Dollars by their everyday names: "600 fulas" (Cuba), "500 varos" (Mexico).
    [/(\d) (?:fulas|varos|baros|verdes|dolarcitos|dolaritos|dolares americanos)\b/, "$1 dollars"],
    // "500 dólares al año, no más": a line not to cross ("nomás", one word, is "just").
    [/\bno mas\b(?! de\b| que\b)/, "no more"],
    // "Puedo gastar hasta 600": the most the one writing can spend.
    [
      /\b(?:puedo|podemos|puede|pueden|can i|can we) (?:gastar|pagar|invertir|pay|spend) hasta\b/,
      "can spend at most",
    ],
    // "El banco aprueba hasta $2,000": a limit someone else sets.
    [
      /\b(?:aprueba|aprueban|autoriza|autorizan|permite|permiten|nos deja|nos dejan) (?:gastar |pagar )?hasta\b/,
      "approves up to",
    ],
    [/\bpresupuesto\b/, "budget"],
    [/\btope\b|\blimite maximo\b/, "hard cap"],
    [/\bun maximo de\b|\bmaximo\b|\bcomo mucho\b|\bcomo maximo\b/, "max"],
    [/\bmenos de\b/, "under"],
    [/\bmas de\b/, "over"],
    [/\bhasta\b/, "up to"],
    [/\balrededor de\b|\baproximadamente\b|\bunos\b|\bunas\b/, "about"],
    [/\bal mes\b|\bpor mes\b|\bmensuales?\b/, "a month"],
    [/\bal ano\b|\bpor ano\b|\banuales?\b/, "a year"],
    [/\bprimer ano\b/, "first year"],
    [/\bpago unico\b|\bun solo pago\b/, "one-time payment"],
    [/\buna sola vez\b|\bde una (?:sola )?vez\b/, "once"],
    // What an outside party asks of the firm, and what the firm charges.
    [/\b(?:exigen|exige|exigiran|exigiria|exigirian|requieren|requiere|piden|pide)\b/, "require"],
    [/\b(?:aceptan|acepta|aceptaria|aceptarian|aceptara|aceptaran)\b/, "accept"],
    [/\blos bancos\b/, "the banks"],
    [/\bel banco\b/, "the bank"],
    [/\b(?:la |su |nuestra )?aseguradora\b/, "the insurer"],
    [
      /\b(?:deberia|deberiamos|debo|debemos) cobrar(?:le|les)?\b|\bcobrar(?:le|les)\b/,
      "should charge",
    ],
    [/\bhonorarios?\b/, "fee"],
    [/\bcomprar(?:la|lo|las|los)?\b|\bcomprarl[ao]s?\b/, "buy"],
    [/\bcada mes\b/, "every month"],
    [/\buna mensualidad\b/, "a monthly subscription"],
    [/\bpara siempre\b/, "forever"],
    [/\bdolares\b|\bdolar\b/, "dollars"],
    [/\bsuman\b/, "add up to"],
    [/\btotal\b/, "total"],
    // What firms do and need.
    [/\bla nomina\b|\bnominas?\b|\bsueldos?\b/, "payroll"],
    [/\bcontabilidad (?:de|por) fondos\b|\bcontabilidad de fondo\b/, "fund accounting"],
    [/\b(?:donaciones|donativos|fondos) restringid[oa]s\b/, "restricted funds"],
    [/\bsubvenciones\b|\bbecas\b/, "grants"],
    [/\bsubvencion\b/, "grant"],
    [/\bbalanza de comprobacion\b|\bbalanza de saldos\b|\bbalanza\b/, "trial balance"],
    [/\bestados financieros\b/, "financial statements"],
    // (Spanish puts an article before a noun in general: "que salgan los estados" is statements.)
    [/\b(?:los|sus|unos) estados\b/, "statements"],
    [/\b(?:sus|las|con) notas\b/, "notes"],
    [/\bimportar\b|\bimporte\b|\bimportamos\b/, "import"],
    [/\bllevamos la contabilidad\b/, "we do the books"],
    [/\bcontabilidad\b|\bteneduria de libros\b/, "bookkeeping"],
    [/\bimpuestos? sobre (?:las )?ventas\b|\bimpuestos? de (?:las )?ventas\b/, "sales tax"],
    [
      /\bimpuesto sucesorio\b|\bimpuesto de sucesiones\b|\bimpuesto sobre sucesiones\b/,
      "estate tax",
    ],
    [/\bpreparacion de impuestos\b/, "tax preparation"],
    // "Declaraciones federales electrónicas": e-files.
    [
      /\b(?:declaraciones|presentaciones|envios) (?:(federales|estatales) )?electronic[oa]s(?: (federales|estatales))?\b/,
      "$1$2 e-files",
    ],
    [/\bdeclaraciones individuales\b/, "individual returns"],
    [/\bdeclaraciones de empresas\b|\bdeclaraciones de sociedades\b/, "business returns"],
    [/\bdeclaracion estatal\b/, "state return"],
    [/\bdeclaraciones\b/, "returns"],
    [/\bdeclaracion\b/, "return"],
    [/\bimpuestos\b|\bimpuesto\b/, "tax"],
    [/\bauditorias?\b/, "audit"],
    [/\bmuestreo estadistico\b/, "statistical sampling"],
    [/\bherramienta de muestreo\b/, "sampling tool"],
    [/\bmuestreo\b/, "sampling"],
    [/\bproyecciones\b|\bproyeccion\b/, "projections"],
    [/\bplanificacion financiera\b/, "financial planning"],
    [/\bplanificador de jubilacion\b/, "retirement planner"],
    [/\bjubilacion\b|\bretiro\b/, "retirement"],
    [/\bplanes financieros\b/, "financial plans"],
    [/\bflujo de caja\b|\bflujo de efectivo\b/, "cash flow"],
    [/\bpatrimonio\b|\bherencias?\b|\bsucesion\b/, "estate planning"],
    [/\bpaquete de cartas de (?:encargo|compromiso)\b/, "engagement letter pack"],
    [/\bcartas de encargo\b|\bcartas (?:de )?compromiso\b/, "engagement letters"],
    [/\bcarta de encargo\b|\bcarta (?:de )?compromiso\b/, "engagement letter"],
    [/\btextos?\b/, "text"],
    [/\bcartas\b/, "letters"],
    [/\bcarta\b/, "letter"],
    [/\b(?:suban|subir|sube|suben|subo|cargar|carguen)\b/, "upload"],
    [/\b(?:firmen|firme)\b/, "sign"],
    [/\bsegur[oa]s?\b/, "secure"],
    [/\bpaquete\b/, "pack"],
    [/\bportal (?:para|de) (?:los )?clientes\b/, "client portal"],
    [/\bportal\b/, "portal"],
    [/\bdocumentos\b/, "documents"],
    [/\bmovimientos bancarios\b|\bextractos bancarios\b|\bfeeds? bancarios?\b/, "bank feeds"],
    [/\bconciliaci(?:on|ones) bancarias?\b/, "bank reconciliation"],
    [/\bgestion de practica\b|\bgestion del despacho\b/, "practice management"],
    [/\bcontrolar trabajos y plazos\b/, "track jobs and deadlines"],
    [/\btrabajos\b/, "jobs"],
    // "El calendario de vencimientos federales (de 2027)": the deadline calendar.
    [
      /\bcalendario (?:de|con los) (?:vencimientos|plazos|fechas(?: limite)?)(?: fiscales| federales)*\b/,
      "deadline calendar",
    ],
    [/\bcalendario\b/, "calendar"],
    [/\bfederales\b/, "federal"],
    [/\bplazos\b|\bvencimientos\b/, "deadlines"],
    [/\b(?:la|el) de escritorio\b/, "the desktop one"],
    [/\b(?:la|el) (?:de la|en la) nube\b/, "the cloud one"],
    [/\bversion de escritorio\b/, "desktop version"],
    [/\bescritorio\b/, "desktop"],
    [/\bnavegador\b/, "browser"],
    [/\ben la nube\b/, "in the cloud"],
    [/\binicio de sesion unico\b/, "single sign-on"],
    [
      /\bautenticacion (?:de )?(?:multifactor|multiples factores|en dos pasos)\b/,
      "multi-factor authentication",
    ],
    [/\binforme\b/, "report"],
    [/\brequisito\b/, "requirement"],
    [/\bprueba gratis\b|\bprueba gratuita\b|\bperiodo de prueba\b/, "free trial"],
    [/\bprueba\b/, "trial"],
    [
      /\breembols\w*\b|\bdevoluci(?:on|ones)\b|\bdevolver (?:el dinero|money)\b|\b(?:me|nos|les|le) (?:devuelv|devolv|regres|reintegr)\w+ (?:money|lo (?:que )?pagado)\b/,
      "refund",
    ],
    [
      /\bcancel(?:ar|o|amos|a|an|aria|ariamos|acion|aciones)(?:l[oa]s?)?\b|\bdar de baja\b/,
      "cancel",
    ],
    [/\bo solo\b/, "or only"],
    [/\bo (?:nomas|solamente|unicamente)\b/, "or only"],
    [/\bnomas\b/, "only"],
    [/\bsolo (?=(?:el|la|los|las)\b)/, "only "],
    [/\b(?:el|la) otr[oa]\b/, "the other one"],
    [
      /\blleva(?:n)? (?:el )?(?:control|registro) (?:de|del) (?:las )?(?:horas|tiempo)\b/,
      "tracks time",
    ],
    [/\bcontrol (?:de|del) (?:las )?(?:horas|tiempo)\b|\bregistro de horas\b/, "time tracking"],
    // "¿Todavía entramos en los $500?", "¿nos alcanza?": whether it still fits the budget.
    [/\b(?:todavia |aun )?(?:entramos|cabemos) (?:en|dentro de)\b/, "do we still fit in"],
    [/\b(?:todavia |aun )?(?:nos|me) alcanza\b/, "does it still fit"],
    // "¿Lleva las millas?": keeps track of the miles driven.
    [
      /\b(?:lleva|llevan|registra|registran) (?:el registro de )?(?:las )?millas\b/,
      "tracks mileage",
    ],
    [/\b(?:las )?millas\b|\bkilometraje\b/, "mileage"],
    [/\buna (?:cosa )?mas\b/, "one more"],
    // "Las millas que manejan los dueños pa' la deducción": who drives them and why is not asked.
    [
      /\bque (?:manejan|hacen|recorren|usan) (?:los |sus )?(?:duenos|clientes|empleados|socios)\b[^?.!]*/,
      " ",
    ],
    [/\bsuscripciones\b/, "subscriptions"],
    [/\bsuscripcion\b/, "subscription"],
    [/\bsin costo\b|\bsin cargo\b|\bgratis\b/, "free"],
    [/\bdias\b/, "days"],
    [/\b(?:por|cada) semana\b|\bsemanal(?:es|mente)?\b/, "by week"],
    [/\bsemanas\b/, "weeks"],
    [/\bsemana\b/, "week"],
    [/\bplanificar\b|\bplanear\b|\bplanificamos\b/, "plan"],
    [/\bcarga de trabajo\b/, "workload"],
    [/\bsoporte\b|\basistencia\b/, "support"],
    [/\bhorario\b/, "hours"],
    // "El recibo", "al recibo", "los recibos": the noun, a receipt; "recibo" alone, "I receive".
    [/\b(?:el|al|del|un|cada|su|sus|los|mis|tus) recibos?\b/, "the receipts"],
    [/\brecibo\b|\brecibir\b/, "receive"],
    [/\bdescargar\b|\bdescarga\b/, "download"],
    [/\blicencia\b/, "licence"],
    [/\bherramienta\b/, "tool"],
    [/\bplanificador\b/, "planner"],
    [/\bplanificacion\b|\bplaneacion\b/, "planning"],
    [/\b(?:evaluacion|valoracion) de(?:l)? riesgos?\b/, "risk assessment"],
    [/\bmonitor\b/, "monitor"],
    [/\bproducto\b/, "product"],
    [/\bproductos\b/, "products"],
    // "Le agradecería indicarme el costo…": a polite request for it.
    [
      /\b(?:le |les )?agradecer(?:ia|iamos|e) (?:que (?:me|nos) )?(?:indicar|decir|informar|enviar|pasar|confirmar|detallar)(?:me|nos)?\b/,
      "please tell me",
    ],
    [/\bcostos?\b|\bcostes?\b/, "cost"],
    [/\bdurante\b/, "for"],
    [/\bprograma\b|\bsoftware\b/, "software"],
    [/\bnecesitamos tambien\b|\bnecesito tambien\b/, "we also need"],
    [/\bnecesitamos\b|\bnecesito\b/, "we need"],
    [/\bno hacemos\b|\bno hago\b/, "we don't do"],
    [/\bya no (?:usamos|uso|trabajamos con)\b/, "we no longer use"],
    [/\bno (?:usamos|uso|trabajamos con)\b/, "we don't use"],
    [/\b(?:que )?(?:usamos|utilizamos)\b/, "we use"],
    [/\ben (?:lugar|vez) de\b/, "instead of"],
    [/\bsino\b/, "but"],
    [/\bhacemos\b|\bhago\b/, "we do"],
    [/\bqueremos\b|\bquiero\b|\bbuscamos\b|\bbusco\b/, "we want"],
    [/\btenemos\b|\btengo\b/, "we have"],
    [
      /\bes un problema\b|\b(?:nos|me) trae de cabeza\b|\bes un lio\b|\bes una pesadilla\b/,
      "is a problem",
    ],
    [/\basesoria financiera\b/, "financial planning"],
  ] as Array<[RegExp, string]>
).map(([pattern, english]) => [new RegExp(pattern.source, "g"), english]);

/** The small words last, once every phrase and word above has been read. */
const SMALL_WORDS: Array<[RegExp, string]> = (
  [
    [/\bgracias\b/, "thanks"],
    [/\bhola\b|\bbuen(?:os|as) (?:dias|tardes|noches)\b|\bbuenas\b/, "hello"],
    [/\bperdon\b|\bdisculpa\b|\bdisculpe\b|\blo siento\b/, "sorry"],
    [/\bmejor\b/, "rather"],
    [/\btambien\b/, "also"],
    [/\bmas\b/, "plus"],
    [/\bhay\b/, "is there"],
    [/\bantes de\b/, "before"],
    [/\bsobre\b/, "about"],
    [/\bfuncione\b|\bfuncionen\b/, "runs"],
    [/\balgun\b|\balguna\b/, "any"],
    [/\blo que\b/, "what"],
    [/\blo\b/, "it"],
    [/\bsi\b(?= (?:does|do|can|runs|works|supports|is)\b)/, ""],
    [/\bnos\b/, "us"],
    [/\bque\b/, "that"],
    [/\bun\b|\buna\b/, "a"],
    [/\ben\b/, "in"],
    [/\bpero\b/, "but"],
    [/\bsin\b/, "without"],
    [/\bno\b/, "not"],
    [/\by\b/, "and"],
    [/\bo\b/, "or"],
    [/\bcon\b/, "with"],
    [/\bpara\b/, "for"],
    [/\bfondos\b/, "funds"],
    // "La de fondos", "el de payroll": the one named by what it does or holds.
    [
      /\b(?:la|el) de (?:los |las )?(?!(?:the|my|your|our|that|this|those|a|an|one|la|el|los|las|un|una|que)\b)([a-z][a-z0-9-]*)\b/,
      "the $1 one",
    ],
    // "El costo del Vault": of the vault (a noun that ends a name names it).
    [/\bdel\b/, "of the"],
    [/\bde\b/, "of"],
    [/\bes\b|\besta\b/, "is"],
    [/\bese\b|\besa\b/, "that"],
    [/\besos\b|\besas\b/, "those"],
    [/\beso\b|\besto\b/, "that"],
    [/\bsus\b|\bsu\b/, "your"],
    [/\bmis\b|\bmi\b/, "my"],
    [/\bnuestr[oa]s?\b/, "our"],
    [/\bdesde\b/, "from"],
    [/\bdonde\b/, "where"],
    [/\brecomendaciones\b/, "recommendations"],
    [/\brecomendacion\b/, "recommendation"],
    [/\bel\b|\bla\b|\blos\b|\blas\b/, "the"],
  ] as Array<[RegExp, string]>
).map(([pattern, english]) => [new RegExp(pattern.source, "g"), english]);

/**
 * A Spanish message in the understanding's English. "5.000 dólares" is 5000 (the dot groups
 * thousands); number words become digits (`spanish-numbers.ts`).
 */
export function spanishToEnglish(text: string): string {
  let t = stripAccents(text.toLowerCase()).replace(/[¿¡]/g, " ");
  t = t.replace(/(\d{1,3})\.(\d{3})(?!\d)/g, "$1$2");
  t = spanishNumbersAsDigits(t);
  t = kindsPointedAt(t);
  for (const [pattern, english] of GLOSSARY) t = t.replace(pattern, english);
  t = kindsInEnglishOrder(spanishWordsInEnglish(t));
  for (const [pattern, english] of SMALL_WORDS) t = t.replace(pattern, english);
  // (A filler gone from the start leaves its comma: ", ¿se conecta con Xero?".)
  return t
    .replace(/\s+/g, " ")
    .replace(/^[\s,.;:!]+/, "")
    .trim();
}
