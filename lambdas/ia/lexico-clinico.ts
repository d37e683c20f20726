/**
 * The words the clinical guard (guarda-clinica.ts) looks for in the AI's answers: medicines and
 * active ingredients sold in Brazil (generic and common brand names), medicine classes and forms,
 * and the names of common conditions. Names that normalise to everyday words are left out ('AAS' →
 * 'as', 'Allegra' → 'alegra'). Written in natural spelling without accents; the guard
 * compiles them for text normalised by shared/texto-clinico.ts.
 */

/** Active ingredients and brand names common in Brazil (RENAME and the best-selling OTC brands). */
export const medicamentosConhecidos: readonly string[] = [
  // Analgesics, antipyretics, anti-inflammatories.
  'dipirona', 'metamizol', 'novalgina', 'paracetamol', 'acetaminofeno', 'tylenol', 'ibuprofeno', 'advil', 'alivium',
  'nimesulida', 'diclofenaco', 'cataflam', 'voltaren', 'cetoprofeno', 'profenid', 'naproxeno', 'piroxicam', 'meloxicam',
  'celecoxibe', 'etoricoxibe', 'aspirina', 'acido acetilsalicilico', 'dorflex', 'neosaldina', 'tandrilax', 'torsilax',
  'orfenadrina', 'ciclobenzaprina', 'miosan', 'carisoprodol', 'tramadol', 'codeina', 'tylex', 'morfina', 'buscopan',
  'escopolamina', 'butilbrometo', 'colchicina', 'alopurinol',
  // Antibiotics, antifungals, antivirals, antiparasitics.
  'amoxicilina', 'clavulanato', 'azitromicina', 'claritromicina', 'cefalexina', 'cefuroxima', 'ceftriaxona', 'ciprofloxacino',
  'levofloxacino', 'norfloxacino', 'nitrofurantoina', 'fosfomicina', 'sulfametoxazol', 'trimetoprima', 'bactrim', 'metronidazol',
  'secnidazol', 'tinidazol', 'doxiciclina', 'penicilina', 'benzetacil', 'clindamicina', 'neomicina', 'nebacetin', 'mupirocina',
  'fluconazol', 'itraconazol', 'cetoconazol', 'miconazol', 'clotrimazol', 'nistatina', 'terbinafina', 'aciclovir', 'valaciclovir',
  'oseltamivir', 'tamiflu', 'albendazol', 'mebendazol', 'ivermectina', 'nitazoxanida',
  // Gastrointestinal.
  'omeprazol', 'pantoprazol', 'esomeprazol', 'lansoprazol', 'ranitidina', 'famotidina', 'domperidona', 'metoclopramida', 'plasil',
  'ondansetrona', 'vonau', 'dimenidrinato', 'dramin', 'simeticona', 'luftal', 'loperamida', 'imosec', 'lactulose', 'bisacodil',
  'dulcolax', 'psyllium', 'saccharomyces', 'floratil', 'hidroxido de aluminio', 'hidroxido de magnesio', 'mylanta', 'estomazil',
  'sal de fruta', 'sonrisal', 'sais para reidratacao', 'soro de reidratacao', 'soro fisiologico', 'fenazopiridina',
  // Allergy, respiratory, corticosteroids.
  'loratadina', 'desloratadina', 'cetirizina', 'levocetirizina', 'fexofenadina', 'clarityne', 'dexclorfeniramina',
  'polaramine', 'hidroxizina', 'prometazina', 'fenergan', 'prednisona', 'prednisolona', 'dexametasona', 'betametasona',
  'hidrocortisona', 'budesonida', 'beclometasona', 'fluticasona', 'mometasona', 'salbutamol', 'aerolin', 'fenoterol',
  'berotec', 'ipratropio', 'formoterol', 'salmeterol', 'montelucaste', 'ambroxol', 'bromexina', 'acetilcisteina', 'fluimucil',
  'guaifenesina', 'dextrometorfano', 'nafazolina', 'neosoro', 'oximetazolina', 'afrin',
  // Cardiovascular, metabolic, endocrine.
  'losartana', 'valsartana', 'enalapril', 'captopril', 'lisinopril', 'anlodipino', 'nifedipino', 'hidroclorotiazida',
  'clortalidona', 'furosemida', 'espironolactona', 'atenolol', 'propranolol', 'metoprolol', 'carvedilol', 'bisoprolol',
  'sinvastatina', 'atorvastatina', 'rosuvastatina', 'clopidogrel', 'varfarina', 'rivaroxabana', 'apixabana', 'dabigatrana',
  'digoxina', 'amiodarona', 'metformina', 'glibenclamida', 'gliclazida', 'glimepirida', 'sitagliptina', 'empagliflozina',
  'dapagliflozina', 'insulina', 'semaglutida', 'ozempic', 'liraglutida', 'levotiroxina', 'puran', 'euthyrox', 'synthroid',
  'metimazol', 'tapazol', 'propiltiouracil', 'diosmina', 'hesperidina', 'daflon',
  // Psychiatric and neurological.
  'sertralina', 'fluoxetina', 'escitalopram', 'citalopram', 'paroxetina', 'venlafaxina', 'desvenlafaxina', 'duloxetina',
  'bupropiona', 'amitriptilina', 'nortriptilina', 'mirtazapina', 'trazodona', 'clonazepam', 'rivotril', 'alprazolam',
  'diazepam', 'valium', 'lorazepam', 'bromazepam', 'lexotan', 'zolpidem', 'quetiapina', 'risperidona',
  'olanzapina', 'aripiprazol', 'haloperidol', 'litio', 'carbamazepina', 'valproato', 'acido valproico', 'lamotrigina',
  'topiramato', 'gabapentina', 'pregabalina', 'fenitoina', 'fenobarbital', 'metilfenidato', 'ritalina', 'sumatriptano',
  'naratriptano', 'flunarizina', 'cinarizina', 'betaistina', 'labirin', 'melatonina', 'passiflora', 'fitoterapico',
  // Gynaecology and contraception.
  'anticoncepcional', 'levonorgestrel', 'etinilestradiol', 'desogestrel', 'drospirenona', 'ciproterona', 'medroxiprogesterona',
  'progesterona', 'estradiol', 'acido tranexamico', 'transamin', 'acido mefenamico', 'ponstan',
  // Skin.
  'peroxido de benzoila', 'adapaleno', 'tretinoina', 'isotretinoina', 'roacutan', 'acido salicilico', 'sulfadiazina',
  'dexpantenol', 'bepantol', 'calamina', 'permetrina', 'minoxidil', 'finasterida',
  // Vitamins and supplements prescribed as medicines.
  'sulfato ferroso', 'acido folico', 'vitamina d', 'colecalciferol', 'vitamina b12', 'sulfato de zinco', 'polivitaminico',
];

/** Medicine classes and pharmaceutical forms: naming one is a treatment instruction. */
export const classesMedicamentos: readonly string[] = [
  'antibiotico', 'antibioticos', 'antibioticoterapia', 'antiinflamatorio', 'antiinflamatorios', 'anti inflamatorio',
  'anti inflamatorios', 'analgesico', 'analgesicos', 'antitermico', 'antitermicos', 'antipiretico', 'antialergico',
  'antialergicos', 'anti histaminico', 'antihistaminico', 'anti histaminicos', 'antihistaminicos', 'corticoide', 'corticoides',
  'corticosteroide', 'antifungico', 'antifungicos', 'antimicotico', 'antiviral', 'antivirais', 'antiacido', 'antiacidos',
  'protetor gastrico', 'relaxante muscular', 'relaxantes musculares', 'ansiolitico', 'ansioliticos', 'antidepressivo',
  'antidepressivos', 'calmante', 'calmantes', 'antiemetico', 'antiespasmodico', 'descongestionante', 'expectorante',
  'mucolitico', 'xarope', 'pomada', 'colirio', 'spray nasal', 'inalacao', 'inalacoes', 'nebulizacao', 'nebulizacoes',
  'bombinha', 'supositorio', 'injecao', 'injetavel', 'laxante', 'laxantes', 'vermifugo', 'probiotico', 'suplemento',
];

/**
 * Common conditions: saying the patient has one is a diagnosis. Emergencies the red-flag
 * orientation must be free to name ('pode ser sinal de infarto', 'AVC', 'meningite') are left out
 * on purpose.
 */
export const condicoesConhecidas: readonly string[] = [
  'sinusite', 'rinossinusite', 'gripe', 'influenza', 'resfriado', 'sindrome gripal', 'covid', 'coronavirus', 'dengue', 'zika',
  'chikungunya', 'arbovirose', 'virose', 'infeccao', 'infeccao urinaria', 'cistite', 'pielonefrite', 'otite', 'faringite',
  'amigdalite', 'faringoamigdalite', 'laringite', 'pneumonia', 'bronquite', 'bronquiolite', 'asma', 'rinite', 'conjuntivite',
  'enxaqueca', 'migranea', 'cefaleia tensional', 'cefaleia', 'gastrite', 'refluxo', 'drge', 'dispepsia', 'gastroenterite',
  'colite', 'intestino irritavel', 'constipacao', 'ulcera', 'hemorroida', 'hemorroidas', 'apendicite', 'colecistite', 'hepatite',
  'calculo renal', 'pedra nos rins', 'colica renal', 'candidiase', 'vaginose', 'tricomoniase', 'dermatite', 'eczema', 'micose',
  'dermatofitose', 'impingem', 'pano branco', 'urticaria', 'acne', 'psoriase', 'escabiose', 'sarna', 'herpes', 'catapora',
  'sarampo', 'escarlatina', 'mononucleose', 'hipertensao', 'pressao alta', 'diabetes', 'hiperglicemia', 'hipotireoidismo',
  'hipertireoidismo', 'tireoidite', 'transtorno de ansiedade', 'ansiedade generalizada', 'sindrome do panico', 'depressao',
  'episodio depressivo', 'burnout', 'insonia', 'lombalgia', 'hernia de disco', 'ciatica', 'tendinite', 'bursite', 'entorse',
  'luxacao', 'fratura', 'artrose', 'osteoartrite', 'artrite', 'artrite reumatoide', 'gota', 'fibromialgia', 'labirintite',
  'vertigem posicional', 'vppb', 'insuficiencia venosa', 'varizes', 'insuficiencia cardiaca', 'arritmia', 'extrassistole',
  'extrassistoles', 'anemia', 'endometriose', 'mioma', 'ovario policistico', 'dismenorreia', 'sifilis', 'gonorreia', 'clamidia',
  'hpv', 'ist', 'dst',
];
