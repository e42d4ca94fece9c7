/**
 * Other places whose clocks a zone of the list keeps (tzdata names a zone
 * after one city: Abu Dhabi keeps Dubai's time, Jeddah Riyadh's), in English
 * and Arabic as people write them, spelling variants included, so a search
 * for a city or country finds its zone. Written and reviewed by hand: the
 * region's capitals and large cities, and the countries whose zone's name
 * lacks them.
 */
export const ZONE_CITIES: Readonly<Record<string, { readonly en: readonly string[]; readonly ar: readonly string[] }>> = {
  'Asia/Dubai': {
    en: ['Abu Dhabi', 'Sharjah', 'Ajman', 'Al Ain', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain', 'UAE', 'Emirates'],
    ar: ['أبوظبي', 'أبو ظبي', 'الشارقة', 'عجمان', 'العين', 'رأس الخيمة', 'الفجيرة', 'أم القيوين', 'الإمارات'],
  },
  'Asia/Riyadh': {
    en: ['Jeddah', 'Jiddah', 'Mecca', 'Makkah', 'Medina', 'Madinah', 'Dammam', 'Khobar', 'Dhahran', 'Taif', 'Tabuk', 'Abha', 'Buraidah', 'KSA'],
    ar: ['جدة', 'مكة المكرمة', 'المدينة المنورة', 'الدمام', 'الخبر', 'الظهران', 'الطائف', 'تبوك', 'أبها', 'بريدة', 'المملكة العربية السعودية'],
  },
  'Asia/Qatar': { en: ['Doha', 'Al Wakrah', 'Lusail'], ar: ['الدوحة', 'الوكرة', 'لوسيل'] },
  'Asia/Bahrain': { en: ['Manama', 'Muharraq', 'Riffa'], ar: ['المنامة', 'المحرق', 'الرفاع'] },
  'Asia/Kuwait': { en: ['Kuwait City', 'Hawalli', 'Al Ahmadi', 'Jahra'], ar: ['مدينة الكويت', 'حولي', 'الأحمدي', 'الجهراء'] },
  'Asia/Muscat': { en: ['Salalah', 'Sohar', 'Nizwa', 'Sur', 'Seeb'], ar: ['صلالة', 'صحار', 'نزوى', 'صور', 'السيب', 'سلطنة عمان'] },
  'Asia/Baghdad': {
    en: ['Basra', 'Erbil', 'Mosul', 'Najaf', 'Karbala', 'Sulaymaniyah', 'Kirkuk'],
    ar: ['البصرة', 'أربيل', 'الموصل', 'النجف', 'كربلاء', 'السليمانية', 'كركوك'],
  },
  'Asia/Amman': { en: ['Zarqa', 'Irbid', 'Aqaba'], ar: ['الزرقاء', 'إربد', 'العقبة'] },
  'Asia/Beirut': { en: ['Tripoli', 'Sidon', 'Saida', 'Tyre', 'Byblos', 'Jounieh'], ar: ['طرابلس', 'صيدا', 'صور', 'جبيل', 'جونيه'] },
  'Asia/Damascus': { en: ['Aleppo', 'Homs', 'Latakia', 'Hama'], ar: ['حلب', 'حمص', 'اللاذقية', 'حماة'] },
  'Asia/Aden': { en: ['Yemen', "Sana'a", 'Sanaa', 'Taiz', 'Hodeidah', 'Mukalla'], ar: ['اليمن', 'صنعاء', 'تعز', 'الحديدة', 'المكلا'] },
  'Asia/Hebron': { en: ['Ramallah', 'Nablus', 'Bethlehem', 'Jericho', 'Jenin', 'West Bank'], ar: ['الخليل', 'رام الله', 'نابلس', 'بيت لحم', 'أريحا', 'جنين', 'الضفة الغربية'] },
  'Africa/Cairo': {
    en: ['Alexandria', 'Giza', 'Sharm El Sheikh', 'Luxor', 'Aswan', 'Port Said', 'Mansoura', 'Hurghada'],
    ar: ['الإسكندرية', 'الجيزة', 'شرم الشيخ', 'الأقصر', 'أسوان', 'بورسعيد', 'المنصورة', 'الغردقة'],
  },
  'Africa/Casablanca': {
    en: ['Rabat', 'Marrakesh', 'Marrakech', 'Fez', 'Fes', 'Tangier', 'Agadir', 'Meknes', 'Oujda'],
    ar: ['الرباط', 'مراكش', 'فاس', 'طنجة', 'أكادير', 'مكناس', 'وجدة'],
  },
  'Africa/Algiers': { en: ['Algeria', 'Oran', 'Constantine', 'Annaba'], ar: ['وهران', 'قسنطينة', 'عنابة'] },
  'Africa/Tunis': { en: ['Tunisia', 'Sfax', 'Sousse', 'Bizerte'], ar: ['صفاقس', 'سوسة', 'بنزرت'] },
  'Africa/Tripoli': { en: ['Benghazi', 'Misrata'], ar: ['بنغازي', 'مصراتة'] },
  'Africa/Khartoum': { en: ['Omdurman', 'Port Sudan'], ar: ['أم درمان', 'بورتسودان'] },
  'Europe/Istanbul': { en: ['Ankara', 'Izmir', 'Turkey'], ar: ['أنقرة', 'إزمير'] },
};
