package org.serbench.model.xson;

import java.io.Serializable;

/** XSON's object with 255 int fields. */
public class Ints255 implements Serializable {
  private static final long serialVersionUID = 1L;

  private int f001;
  private int f002;
  private int f003;
  private int f004;
  private int f005;
  private int f006;
  private int f007;
  private int f008;
  private int f009;
  private int f010;
  private int f011;
  private int f012;
  private int f013;
  private int f014;
  private int f015;
  private int f016;
  private int f017;
  private int f018;
  private int f019;
  private int f020;
  private int f021;
  private int f022;
  private int f023;
  private int f024;
  private int f025;
  private int f026;
  private int f027;
  private int f028;
  private int f029;
  private int f030;
  private int f031;
  private int f032;
  private int f033;
  private int f034;
  private int f035;
  private int f036;
  private int f037;
  private int f038;
  private int f039;
  private int f040;
  private int f041;
  private int f042;
  private int f043;
  private int f044;
  private int f045;
  private int f046;
  private int f047;
  private int f048;
  private int f049;
  private int f050;
  private int f051;
  private int f052;
  private int f053;
  private int f054;
  private int f055;
  private int f056;
  private int f057;
  private int f058;
  private int f059;
  private int f060;
  private int f061;
  private int f062;
  private int f063;
  private int f064;
  private int f065;
  private int f066;
  private int f067;
  private int f068;
  private int f069;
  private int f070;
  private int f071;
  private int f072;
  private int f073;
  private int f074;
  private int f075;
  private int f076;
  private int f077;
  private int f078;
  private int f079;
  private int f080;
  private int f081;
  private int f082;
  private int f083;
  private int f084;
  private int f085;
  private int f086;
  private int f087;
  private int f088;
  private int f089;
  private int f090;
  private int f091;
  private int f092;
  private int f093;
  private int f094;
  private int f095;
  private int f096;
  private int f097;
  private int f098;
  private int f099;
  private int f100;
  private int f101;
  private int f102;
  private int f103;
  private int f104;
  private int f105;
  private int f106;
  private int f107;
  private int f108;
  private int f109;
  private int f110;
  private int f111;
  private int f112;
  private int f113;
  private int f114;
  private int f115;
  private int f116;
  private int f117;
  private int f118;
  private int f119;
  private int f120;
  private int f121;
  private int f122;
  private int f123;
  private int f124;
  private int f125;
  private int f126;
  private int f127;
  private int f128;
  private int f129;
  private int f130;
  private int f131;
  private int f132;
  private int f133;
  private int f134;
  private int f135;
  private int f136;
  private int f137;
  private int f138;
  private int f139;
  private int f140;
  private int f141;
  private int f142;
  private int f143;
  private int f144;
  private int f145;
  private int f146;
  private int f147;
  private int f148;
  private int f149;
  private int f150;
  private int f151;
  private int f152;
  private int f153;
  private int f154;
  private int f155;
  private int f156;
  private int f157;
  private int f158;
  private int f159;
  private int f160;
  private int f161;
  private int f162;
  private int f163;
  private int f164;
  private int f165;
  private int f166;
  private int f167;
  private int f168;
  private int f169;
  private int f170;
  private int f171;
  private int f172;
  private int f173;
  private int f174;
  private int f175;
  private int f176;
  private int f177;
  private int f178;
  private int f179;
  private int f180;
  private int f181;
  private int f182;
  private int f183;
  private int f184;
  private int f185;
  private int f186;
  private int f187;
  private int f188;
  private int f189;
  private int f190;
  private int f191;
  private int f192;
  private int f193;
  private int f194;
  private int f195;
  private int f196;
  private int f197;
  private int f198;
  private int f199;
  private int f200;
  private int f201;
  private int f202;
  private int f203;
  private int f204;
  private int f205;
  private int f206;
  private int f207;
  private int f208;
  private int f209;
  private int f210;
  private int f211;
  private int f212;
  private int f213;
  private int f214;
  private int f215;
  private int f216;
  private int f217;
  private int f218;
  private int f219;
  private int f220;
  private int f221;
  private int f222;
  private int f223;
  private int f224;
  private int f225;
  private int f226;
  private int f227;
  private int f228;
  private int f229;
  private int f230;
  private int f231;
  private int f232;
  private int f233;
  private int f234;
  private int f235;
  private int f236;
  private int f237;
  private int f238;
  private int f239;
  private int f240;
  private int f241;
  private int f242;
  private int f243;
  private int f244;
  private int f245;
  private int f246;
  private int f247;
  private int f248;
  private int f249;
  private int f250;
  private int f251;
  private int f252;
  private int f253;
  private int f254;
  private int f255;

  public Ints255() {}

  public int getF001() {
    return f001;
  }

  public void setF001(int f001) {
    this.f001 = f001;
  }

  public int getF002() {
    return f002;
  }

  public void setF002(int f002) {
    this.f002 = f002;
  }

  public int getF003() {
    return f003;
  }

  public void setF003(int f003) {
    this.f003 = f003;
  }

  public int getF004() {
    return f004;
  }

  public void setF004(int f004) {
    this.f004 = f004;
  }

  public int getF005() {
    return f005;
  }

  public void setF005(int f005) {
    this.f005 = f005;
  }

  public int getF006() {
    return f006;
  }

  public void setF006(int f006) {
    this.f006 = f006;
  }

  public int getF007() {
    return f007;
  }

  public void setF007(int f007) {
    this.f007 = f007;
  }

  public int getF008() {
    return f008;
  }

  public void setF008(int f008) {
    this.f008 = f008;
  }

  public int getF009() {
    return f009;
  }

  public void setF009(int f009) {
    this.f009 = f009;
  }

  public int getF010() {
    return f010;
  }

  public void setF010(int f010) {
    this.f010 = f010;
  }

  public int getF011() {
    return f011;
  }

  public void setF011(int f011) {
    this.f011 = f011;
  }

  public int getF012() {
    return f012;
  }

  public void setF012(int f012) {
    this.f012 = f012;
  }

  public int getF013() {
    return f013;
  }

  public void setF013(int f013) {
    this.f013 = f013;
  }

  public int getF014() {
    return f014;
  }

  public void setF014(int f014) {
    this.f014 = f014;
  }

  public int getF015() {
    return f015;
  }

  public void setF015(int f015) {
    this.f015 = f015;
  }

  public int getF016() {
    return f016;
  }

  public void setF016(int f016) {
    this.f016 = f016;
  }

  public int getF017() {
    return f017;
  }

  public void setF017(int f017) {
    this.f017 = f017;
  }

  public int getF018() {
    return f018;
  }

  public void setF018(int f018) {
    this.f018 = f018;
  }

  public int getF019() {
    return f019;
  }

  public void setF019(int f019) {
    this.f019 = f019;
  }

  public int getF020() {
    return f020;
  }

  public void setF020(int f020) {
    this.f020 = f020;
  }

  public int getF021() {
    return f021;
  }

  public void setF021(int f021) {
    this.f021 = f021;
  }

  public int getF022() {
    return f022;
  }

  public void setF022(int f022) {
    this.f022 = f022;
  }

  public int getF023() {
    return f023;
  }

  public void setF023(int f023) {
    this.f023 = f023;
  }

  public int getF024() {
    return f024;
  }

  public void setF024(int f024) {
    this.f024 = f024;
  }

  public int getF025() {
    return f025;
  }

  public void setF025(int f025) {
    this.f025 = f025;
  }

  public int getF026() {
    return f026;
  }

  public void setF026(int f026) {
    this.f026 = f026;
  }

  public int getF027() {
    return f027;
  }

  public void setF027(int f027) {
    this.f027 = f027;
  }

  public int getF028() {
    return f028;
  }

  public void setF028(int f028) {
    this.f028 = f028;
  }

  public int getF029() {
    return f029;
  }

  public void setF029(int f029) {
    this.f029 = f029;
  }

  public int getF030() {
    return f030;
  }

  public void setF030(int f030) {
    this.f030 = f030;
  }

  public int getF031() {
    return f031;
  }

  public void setF031(int f031) {
    this.f031 = f031;
  }

  public int getF032() {
    return f032;
  }

  public void setF032(int f032) {
    this.f032 = f032;
  }

  public int getF033() {
    return f033;
  }

  public void setF033(int f033) {
    this.f033 = f033;
  }

  public int getF034() {
    return f034;
  }

  public void setF034(int f034) {
    this.f034 = f034;
  }

  public int getF035() {
    return f035;
  }

  public void setF035(int f035) {
    this.f035 = f035;
  }

  public int getF036() {
    return f036;
  }

  public void setF036(int f036) {
    this.f036 = f036;
  }

  public int getF037() {
    return f037;
  }

  public void setF037(int f037) {
    this.f037 = f037;
  }

  public int getF038() {
    return f038;
  }

  public void setF038(int f038) {
    this.f038 = f038;
  }

  public int getF039() {
    return f039;
  }

  public void setF039(int f039) {
    this.f039 = f039;
  }

  public int getF040() {
    return f040;
  }

  public void setF040(int f040) {
    this.f040 = f040;
  }

  public int getF041() {
    return f041;
  }

  public void setF041(int f041) {
    this.f041 = f041;
  }

  public int getF042() {
    return f042;
  }

  public void setF042(int f042) {
    this.f042 = f042;
  }

  public int getF043() {
    return f043;
  }

  public void setF043(int f043) {
    this.f043 = f043;
  }

  public int getF044() {
    return f044;
  }

  public void setF044(int f044) {
    this.f044 = f044;
  }

  public int getF045() {
    return f045;
  }

  public void setF045(int f045) {
    this.f045 = f045;
  }

  public int getF046() {
    return f046;
  }

  public void setF046(int f046) {
    this.f046 = f046;
  }

  public int getF047() {
    return f047;
  }

  public void setF047(int f047) {
    this.f047 = f047;
  }

  public int getF048() {
    return f048;
  }

  public void setF048(int f048) {
    this.f048 = f048;
  }

  public int getF049() {
    return f049;
  }

  public void setF049(int f049) {
    this.f049 = f049;
  }

  public int getF050() {
    return f050;
  }

  public void setF050(int f050) {
    this.f050 = f050;
  }

  public int getF051() {
    return f051;
  }

  public void setF051(int f051) {
    this.f051 = f051;
  }

  public int getF052() {
    return f052;
  }

  public void setF052(int f052) {
    this.f052 = f052;
  }

  public int getF053() {
    return f053;
  }

  public void setF053(int f053) {
    this.f053 = f053;
  }

  public int getF054() {
    return f054;
  }

  public void setF054(int f054) {
    this.f054 = f054;
  }

  public int getF055() {
    return f055;
  }

  public void setF055(int f055) {
    this.f055 = f055;
  }

  public int getF056() {
    return f056;
  }

  public void setF056(int f056) {
    this.f056 = f056;
  }

  public int getF057() {
    return f057;
  }

  public void setF057(int f057) {
    this.f057 = f057;
  }

  public int getF058() {
    return f058;
  }

  public void setF058(int f058) {
    this.f058 = f058;
  }

  public int getF059() {
    return f059;
  }

  public void setF059(int f059) {
    this.f059 = f059;
  }

  public int getF060() {
    return f060;
  }

  public void setF060(int f060) {
    this.f060 = f060;
  }

  public int getF061() {
    return f061;
  }

  public void setF061(int f061) {
    this.f061 = f061;
  }

  public int getF062() {
    return f062;
  }

  public void setF062(int f062) {
    this.f062 = f062;
  }

  public int getF063() {
    return f063;
  }

  public void setF063(int f063) {
    this.f063 = f063;
  }

  public int getF064() {
    return f064;
  }

  public void setF064(int f064) {
    this.f064 = f064;
  }

  public int getF065() {
    return f065;
  }

  public void setF065(int f065) {
    this.f065 = f065;
  }

  public int getF066() {
    return f066;
  }

  public void setF066(int f066) {
    this.f066 = f066;
  }

  public int getF067() {
    return f067;
  }

  public void setF067(int f067) {
    this.f067 = f067;
  }

  public int getF068() {
    return f068;
  }

  public void setF068(int f068) {
    this.f068 = f068;
  }

  public int getF069() {
    return f069;
  }

  public void setF069(int f069) {
    this.f069 = f069;
  }

  public int getF070() {
    return f070;
  }

  public void setF070(int f070) {
    this.f070 = f070;
  }

  public int getF071() {
    return f071;
  }

  public void setF071(int f071) {
    this.f071 = f071;
  }

  public int getF072() {
    return f072;
  }

  public void setF072(int f072) {
    this.f072 = f072;
  }

  public int getF073() {
    return f073;
  }

  public void setF073(int f073) {
    this.f073 = f073;
  }

  public int getF074() {
    return f074;
  }

  public void setF074(int f074) {
    this.f074 = f074;
  }

  public int getF075() {
    return f075;
  }

  public void setF075(int f075) {
    this.f075 = f075;
  }

  public int getF076() {
    return f076;
  }

  public void setF076(int f076) {
    this.f076 = f076;
  }

  public int getF077() {
    return f077;
  }

  public void setF077(int f077) {
    this.f077 = f077;
  }

  public int getF078() {
    return f078;
  }

  public void setF078(int f078) {
    this.f078 = f078;
  }

  public int getF079() {
    return f079;
  }

  public void setF079(int f079) {
    this.f079 = f079;
  }

  public int getF080() {
    return f080;
  }

  public void setF080(int f080) {
    this.f080 = f080;
  }

  public int getF081() {
    return f081;
  }

  public void setF081(int f081) {
    this.f081 = f081;
  }

  public int getF082() {
    return f082;
  }

  public void setF082(int f082) {
    this.f082 = f082;
  }

  public int getF083() {
    return f083;
  }

  public void setF083(int f083) {
    this.f083 = f083;
  }

  public int getF084() {
    return f084;
  }

  public void setF084(int f084) {
    this.f084 = f084;
  }

  public int getF085() {
    return f085;
  }

  public void setF085(int f085) {
    this.f085 = f085;
  }

  public int getF086() {
    return f086;
  }

  public void setF086(int f086) {
    this.f086 = f086;
  }

  public int getF087() {
    return f087;
  }

  public void setF087(int f087) {
    this.f087 = f087;
  }

  public int getF088() {
    return f088;
  }

  public void setF088(int f088) {
    this.f088 = f088;
  }

  public int getF089() {
    return f089;
  }

  public void setF089(int f089) {
    this.f089 = f089;
  }

  public int getF090() {
    return f090;
  }

  public void setF090(int f090) {
    this.f090 = f090;
  }

  public int getF091() {
    return f091;
  }

  public void setF091(int f091) {
    this.f091 = f091;
  }

  public int getF092() {
    return f092;
  }

  public void setF092(int f092) {
    this.f092 = f092;
  }

  public int getF093() {
    return f093;
  }

  public void setF093(int f093) {
    this.f093 = f093;
  }

  public int getF094() {
    return f094;
  }

  public void setF094(int f094) {
    this.f094 = f094;
  }

  public int getF095() {
    return f095;
  }

  public void setF095(int f095) {
    this.f095 = f095;
  }

  public int getF096() {
    return f096;
  }

  public void setF096(int f096) {
    this.f096 = f096;
  }

  public int getF097() {
    return f097;
  }

  public void setF097(int f097) {
    this.f097 = f097;
  }

  public int getF098() {
    return f098;
  }

  public void setF098(int f098) {
    this.f098 = f098;
  }

  public int getF099() {
    return f099;
  }

  public void setF099(int f099) {
    this.f099 = f099;
  }

  public int getF100() {
    return f100;
  }

  public void setF100(int f100) {
    this.f100 = f100;
  }

  public int getF101() {
    return f101;
  }

  public void setF101(int f101) {
    this.f101 = f101;
  }

  public int getF102() {
    return f102;
  }

  public void setF102(int f102) {
    this.f102 = f102;
  }

  public int getF103() {
    return f103;
  }

  public void setF103(int f103) {
    this.f103 = f103;
  }

  public int getF104() {
    return f104;
  }

  public void setF104(int f104) {
    this.f104 = f104;
  }

  public int getF105() {
    return f105;
  }

  public void setF105(int f105) {
    this.f105 = f105;
  }

  public int getF106() {
    return f106;
  }

  public void setF106(int f106) {
    this.f106 = f106;
  }

  public int getF107() {
    return f107;
  }

  public void setF107(int f107) {
    this.f107 = f107;
  }

  public int getF108() {
    return f108;
  }

  public void setF108(int f108) {
    this.f108 = f108;
  }

  public int getF109() {
    return f109;
  }

  public void setF109(int f109) {
    this.f109 = f109;
  }

  public int getF110() {
    return f110;
  }

  public void setF110(int f110) {
    this.f110 = f110;
  }

  public int getF111() {
    return f111;
  }

  public void setF111(int f111) {
    this.f111 = f111;
  }

  public int getF112() {
    return f112;
  }

  public void setF112(int f112) {
    this.f112 = f112;
  }

  public int getF113() {
    return f113;
  }

  public void setF113(int f113) {
    this.f113 = f113;
  }

  public int getF114() {
    return f114;
  }

  public void setF114(int f114) {
    this.f114 = f114;
  }

  public int getF115() {
    return f115;
  }

  public void setF115(int f115) {
    this.f115 = f115;
  }

  public int getF116() {
    return f116;
  }

  public void setF116(int f116) {
    this.f116 = f116;
  }

  public int getF117() {
    return f117;
  }

  public void setF117(int f117) {
    this.f117 = f117;
  }

  public int getF118() {
    return f118;
  }

  public void setF118(int f118) {
    this.f118 = f118;
  }

  public int getF119() {
    return f119;
  }

  public void setF119(int f119) {
    this.f119 = f119;
  }

  public int getF120() {
    return f120;
  }

  public void setF120(int f120) {
    this.f120 = f120;
  }

  public int getF121() {
    return f121;
  }

  public void setF121(int f121) {
    this.f121 = f121;
  }

  public int getF122() {
    return f122;
  }

  public void setF122(int f122) {
    this.f122 = f122;
  }

  public int getF123() {
    return f123;
  }

  public void setF123(int f123) {
    this.f123 = f123;
  }

  public int getF124() {
    return f124;
  }

  public void setF124(int f124) {
    this.f124 = f124;
  }

  public int getF125() {
    return f125;
  }

  public void setF125(int f125) {
    this.f125 = f125;
  }

  public int getF126() {
    return f126;
  }

  public void setF126(int f126) {
    this.f126 = f126;
  }

  public int getF127() {
    return f127;
  }

  public void setF127(int f127) {
    this.f127 = f127;
  }

  public int getF128() {
    return f128;
  }

  public void setF128(int f128) {
    this.f128 = f128;
  }

  public int getF129() {
    return f129;
  }

  public void setF129(int f129) {
    this.f129 = f129;
  }

  public int getF130() {
    return f130;
  }

  public void setF130(int f130) {
    this.f130 = f130;
  }

  public int getF131() {
    return f131;
  }

  public void setF131(int f131) {
    this.f131 = f131;
  }

  public int getF132() {
    return f132;
  }

  public void setF132(int f132) {
    this.f132 = f132;
  }

  public int getF133() {
    return f133;
  }

  public void setF133(int f133) {
    this.f133 = f133;
  }

  public int getF134() {
    return f134;
  }

  public void setF134(int f134) {
    this.f134 = f134;
  }

  public int getF135() {
    return f135;
  }

  public void setF135(int f135) {
    this.f135 = f135;
  }

  public int getF136() {
    return f136;
  }

  public void setF136(int f136) {
    this.f136 = f136;
  }

  public int getF137() {
    return f137;
  }

  public void setF137(int f137) {
    this.f137 = f137;
  }

  public int getF138() {
    return f138;
  }

  public void setF138(int f138) {
    this.f138 = f138;
  }

  public int getF139() {
    return f139;
  }

  public void setF139(int f139) {
    this.f139 = f139;
  }

  public int getF140() {
    return f140;
  }

  public void setF140(int f140) {
    this.f140 = f140;
  }

  public int getF141() {
    return f141;
  }

  public void setF141(int f141) {
    this.f141 = f141;
  }

  public int getF142() {
    return f142;
  }

  public void setF142(int f142) {
    this.f142 = f142;
  }

  public int getF143() {
    return f143;
  }

  public void setF143(int f143) {
    this.f143 = f143;
  }

  public int getF144() {
    return f144;
  }

  public void setF144(int f144) {
    this.f144 = f144;
  }

  public int getF145() {
    return f145;
  }

  public void setF145(int f145) {
    this.f145 = f145;
  }

  public int getF146() {
    return f146;
  }

  public void setF146(int f146) {
    this.f146 = f146;
  }

  public int getF147() {
    return f147;
  }

  public void setF147(int f147) {
    this.f147 = f147;
  }

  public int getF148() {
    return f148;
  }

  public void setF148(int f148) {
    this.f148 = f148;
  }

  public int getF149() {
    return f149;
  }

  public void setF149(int f149) {
    this.f149 = f149;
  }

  public int getF150() {
    return f150;
  }

  public void setF150(int f150) {
    this.f150 = f150;
  }

  public int getF151() {
    return f151;
  }

  public void setF151(int f151) {
    this.f151 = f151;
  }

  public int getF152() {
    return f152;
  }

  public void setF152(int f152) {
    this.f152 = f152;
  }

  public int getF153() {
    return f153;
  }

  public void setF153(int f153) {
    this.f153 = f153;
  }

  public int getF154() {
    return f154;
  }

  public void setF154(int f154) {
    this.f154 = f154;
  }

  public int getF155() {
    return f155;
  }

  public void setF155(int f155) {
    this.f155 = f155;
  }

  public int getF156() {
    return f156;
  }

  public void setF156(int f156) {
    this.f156 = f156;
  }

  public int getF157() {
    return f157;
  }

  public void setF157(int f157) {
    this.f157 = f157;
  }

  public int getF158() {
    return f158;
  }

  public void setF158(int f158) {
    this.f158 = f158;
  }

  public int getF159() {
    return f159;
  }

  public void setF159(int f159) {
    this.f159 = f159;
  }

  public int getF160() {
    return f160;
  }

  public void setF160(int f160) {
    this.f160 = f160;
  }

  public int getF161() {
    return f161;
  }

  public void setF161(int f161) {
    this.f161 = f161;
  }

  public int getF162() {
    return f162;
  }

  public void setF162(int f162) {
    this.f162 = f162;
  }

  public int getF163() {
    return f163;
  }

  public void setF163(int f163) {
    this.f163 = f163;
  }

  public int getF164() {
    return f164;
  }

  public void setF164(int f164) {
    this.f164 = f164;
  }

  public int getF165() {
    return f165;
  }

  public void setF165(int f165) {
    this.f165 = f165;
  }

  public int getF166() {
    return f166;
  }

  public void setF166(int f166) {
    this.f166 = f166;
  }

  public int getF167() {
    return f167;
  }

  public void setF167(int f167) {
    this.f167 = f167;
  }

  public int getF168() {
    return f168;
  }

  public void setF168(int f168) {
    this.f168 = f168;
  }

  public int getF169() {
    return f169;
  }

  public void setF169(int f169) {
    this.f169 = f169;
  }

  public int getF170() {
    return f170;
  }

  public void setF170(int f170) {
    this.f170 = f170;
  }

  public int getF171() {
    return f171;
  }

  public void setF171(int f171) {
    this.f171 = f171;
  }

  public int getF172() {
    return f172;
  }

  public void setF172(int f172) {
    this.f172 = f172;
  }

  public int getF173() {
    return f173;
  }

  public void setF173(int f173) {
    this.f173 = f173;
  }

  public int getF174() {
    return f174;
  }

  public void setF174(int f174) {
    this.f174 = f174;
  }

  public int getF175() {
    return f175;
  }

  public void setF175(int f175) {
    this.f175 = f175;
  }

  public int getF176() {
    return f176;
  }

  public void setF176(int f176) {
    this.f176 = f176;
  }

  public int getF177() {
    return f177;
  }

  public void setF177(int f177) {
    this.f177 = f177;
  }

  public int getF178() {
    return f178;
  }

  public void setF178(int f178) {
    this.f178 = f178;
  }

  public int getF179() {
    return f179;
  }

  public void setF179(int f179) {
    this.f179 = f179;
  }

  public int getF180() {
    return f180;
  }

  public void setF180(int f180) {
    this.f180 = f180;
  }

  public int getF181() {
    return f181;
  }

  public void setF181(int f181) {
    this.f181 = f181;
  }

  public int getF182() {
    return f182;
  }

  public void setF182(int f182) {
    this.f182 = f182;
  }

  public int getF183() {
    return f183;
  }

  public void setF183(int f183) {
    this.f183 = f183;
  }

  public int getF184() {
    return f184;
  }

  public void setF184(int f184) {
    this.f184 = f184;
  }

  public int getF185() {
    return f185;
  }

  public void setF185(int f185) {
    this.f185 = f185;
  }

  public int getF186() {
    return f186;
  }

  public void setF186(int f186) {
    this.f186 = f186;
  }

  public int getF187() {
    return f187;
  }

  public void setF187(int f187) {
    this.f187 = f187;
  }

  public int getF188() {
    return f188;
  }

  public void setF188(int f188) {
    this.f188 = f188;
  }

  public int getF189() {
    return f189;
  }

  public void setF189(int f189) {
    this.f189 = f189;
  }

  public int getF190() {
    return f190;
  }

  public void setF190(int f190) {
    this.f190 = f190;
  }

  public int getF191() {
    return f191;
  }

  public void setF191(int f191) {
    this.f191 = f191;
  }

  public int getF192() {
    return f192;
  }

  public void setF192(int f192) {
    this.f192 = f192;
  }

  public int getF193() {
    return f193;
  }

  public void setF193(int f193) {
    this.f193 = f193;
  }

  public int getF194() {
    return f194;
  }

  public void setF194(int f194) {
    this.f194 = f194;
  }

  public int getF195() {
    return f195;
  }

  public void setF195(int f195) {
    this.f195 = f195;
  }

  public int getF196() {
    return f196;
  }

  public void setF196(int f196) {
    this.f196 = f196;
  }

  public int getF197() {
    return f197;
  }

  public void setF197(int f197) {
    this.f197 = f197;
  }

  public int getF198() {
    return f198;
  }

  public void setF198(int f198) {
    this.f198 = f198;
  }

  public int getF199() {
    return f199;
  }

  public void setF199(int f199) {
    this.f199 = f199;
  }

  public int getF200() {
    return f200;
  }

  public void setF200(int f200) {
    this.f200 = f200;
  }

  public int getF201() {
    return f201;
  }

  public void setF201(int f201) {
    this.f201 = f201;
  }

  public int getF202() {
    return f202;
  }

  public void setF202(int f202) {
    this.f202 = f202;
  }

  public int getF203() {
    return f203;
  }

  public void setF203(int f203) {
    this.f203 = f203;
  }

  public int getF204() {
    return f204;
  }

  public void setF204(int f204) {
    this.f204 = f204;
  }

  public int getF205() {
    return f205;
  }

  public void setF205(int f205) {
    this.f205 = f205;
  }

  public int getF206() {
    return f206;
  }

  public void setF206(int f206) {
    this.f206 = f206;
  }

  public int getF207() {
    return f207;
  }

  public void setF207(int f207) {
    this.f207 = f207;
  }

  public int getF208() {
    return f208;
  }

  public void setF208(int f208) {
    this.f208 = f208;
  }

  public int getF209() {
    return f209;
  }

  public void setF209(int f209) {
    this.f209 = f209;
  }

  public int getF210() {
    return f210;
  }

  public void setF210(int f210) {
    this.f210 = f210;
  }

  public int getF211() {
    return f211;
  }

  public void setF211(int f211) {
    this.f211 = f211;
  }

  public int getF212() {
    return f212;
  }

  public void setF212(int f212) {
    this.f212 = f212;
  }

  public int getF213() {
    return f213;
  }

  public void setF213(int f213) {
    this.f213 = f213;
  }

  public int getF214() {
    return f214;
  }

  public void setF214(int f214) {
    this.f214 = f214;
  }

  public int getF215() {
    return f215;
  }

  public void setF215(int f215) {
    this.f215 = f215;
  }

  public int getF216() {
    return f216;
  }

  public void setF216(int f216) {
    this.f216 = f216;
  }

  public int getF217() {
    return f217;
  }

  public void setF217(int f217) {
    this.f217 = f217;
  }

  public int getF218() {
    return f218;
  }

  public void setF218(int f218) {
    this.f218 = f218;
  }

  public int getF219() {
    return f219;
  }

  public void setF219(int f219) {
    this.f219 = f219;
  }

  public int getF220() {
    return f220;
  }

  public void setF220(int f220) {
    this.f220 = f220;
  }

  public int getF221() {
    return f221;
  }

  public void setF221(int f221) {
    this.f221 = f221;
  }

  public int getF222() {
    return f222;
  }

  public void setF222(int f222) {
    this.f222 = f222;
  }

  public int getF223() {
    return f223;
  }

  public void setF223(int f223) {
    this.f223 = f223;
  }

  public int getF224() {
    return f224;
  }

  public void setF224(int f224) {
    this.f224 = f224;
  }

  public int getF225() {
    return f225;
  }

  public void setF225(int f225) {
    this.f225 = f225;
  }

  public int getF226() {
    return f226;
  }

  public void setF226(int f226) {
    this.f226 = f226;
  }

  public int getF227() {
    return f227;
  }

  public void setF227(int f227) {
    this.f227 = f227;
  }

  public int getF228() {
    return f228;
  }

  public void setF228(int f228) {
    this.f228 = f228;
  }

  public int getF229() {
    return f229;
  }

  public void setF229(int f229) {
    this.f229 = f229;
  }

  public int getF230() {
    return f230;
  }

  public void setF230(int f230) {
    this.f230 = f230;
  }

  public int getF231() {
    return f231;
  }

  public void setF231(int f231) {
    this.f231 = f231;
  }

  public int getF232() {
    return f232;
  }

  public void setF232(int f232) {
    this.f232 = f232;
  }

  public int getF233() {
    return f233;
  }

  public void setF233(int f233) {
    this.f233 = f233;
  }

  public int getF234() {
    return f234;
  }

  public void setF234(int f234) {
    this.f234 = f234;
  }

  public int getF235() {
    return f235;
  }

  public void setF235(int f235) {
    this.f235 = f235;
  }

  public int getF236() {
    return f236;
  }

  public void setF236(int f236) {
    this.f236 = f236;
  }

  public int getF237() {
    return f237;
  }

  public void setF237(int f237) {
    this.f237 = f237;
  }

  public int getF238() {
    return f238;
  }

  public void setF238(int f238) {
    this.f238 = f238;
  }

  public int getF239() {
    return f239;
  }

  public void setF239(int f239) {
    this.f239 = f239;
  }

  public int getF240() {
    return f240;
  }

  public void setF240(int f240) {
    this.f240 = f240;
  }

  public int getF241() {
    return f241;
  }

  public void setF241(int f241) {
    this.f241 = f241;
  }

  public int getF242() {
    return f242;
  }

  public void setF242(int f242) {
    this.f242 = f242;
  }

  public int getF243() {
    return f243;
  }

  public void setF243(int f243) {
    this.f243 = f243;
  }

  public int getF244() {
    return f244;
  }

  public void setF244(int f244) {
    this.f244 = f244;
  }

  public int getF245() {
    return f245;
  }

  public void setF245(int f245) {
    this.f245 = f245;
  }

  public int getF246() {
    return f246;
  }

  public void setF246(int f246) {
    this.f246 = f246;
  }

  public int getF247() {
    return f247;
  }

  public void setF247(int f247) {
    this.f247 = f247;
  }

  public int getF248() {
    return f248;
  }

  public void setF248(int f248) {
    this.f248 = f248;
  }

  public int getF249() {
    return f249;
  }

  public void setF249(int f249) {
    this.f249 = f249;
  }

  public int getF250() {
    return f250;
  }

  public void setF250(int f250) {
    this.f250 = f250;
  }

  public int getF251() {
    return f251;
  }

  public void setF251(int f251) {
    this.f251 = f251;
  }

  public int getF252() {
    return f252;
  }

  public void setF252(int f252) {
    this.f252 = f252;
  }

  public int getF253() {
    return f253;
  }

  public void setF253(int f253) {
    this.f253 = f253;
  }

  public int getF254() {
    return f254;
  }

  public void setF254(int f254) {
    this.f254 = f254;
  }

  public int getF255() {
    return f255;
  }

  public void setF255(int f255) {
    this.f255 = f255;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Ints255 other
        && f001 == other.f001
        && f002 == other.f002
        && f003 == other.f003
        && f004 == other.f004
        && f005 == other.f005
        && f006 == other.f006
        && f007 == other.f007
        && f008 == other.f008
        && f009 == other.f009
        && f010 == other.f010
        && f011 == other.f011
        && f012 == other.f012
        && f013 == other.f013
        && f014 == other.f014
        && f015 == other.f015
        && f016 == other.f016
        && f017 == other.f017
        && f018 == other.f018
        && f019 == other.f019
        && f020 == other.f020
        && f021 == other.f021
        && f022 == other.f022
        && f023 == other.f023
        && f024 == other.f024
        && f025 == other.f025
        && f026 == other.f026
        && f027 == other.f027
        && f028 == other.f028
        && f029 == other.f029
        && f030 == other.f030
        && f031 == other.f031
        && f032 == other.f032
        && f033 == other.f033
        && f034 == other.f034
        && f035 == other.f035
        && f036 == other.f036
        && f037 == other.f037
        && f038 == other.f038
        && f039 == other.f039
        && f040 == other.f040
        && f041 == other.f041
        && f042 == other.f042
        && f043 == other.f043
        && f044 == other.f044
        && f045 == other.f045
        && f046 == other.f046
        && f047 == other.f047
        && f048 == other.f048
        && f049 == other.f049
        && f050 == other.f050
        && f051 == other.f051
        && f052 == other.f052
        && f053 == other.f053
        && f054 == other.f054
        && f055 == other.f055
        && f056 == other.f056
        && f057 == other.f057
        && f058 == other.f058
        && f059 == other.f059
        && f060 == other.f060
        && f061 == other.f061
        && f062 == other.f062
        && f063 == other.f063
        && f064 == other.f064
        && f065 == other.f065
        && f066 == other.f066
        && f067 == other.f067
        && f068 == other.f068
        && f069 == other.f069
        && f070 == other.f070
        && f071 == other.f071
        && f072 == other.f072
        && f073 == other.f073
        && f074 == other.f074
        && f075 == other.f075
        && f076 == other.f076
        && f077 == other.f077
        && f078 == other.f078
        && f079 == other.f079
        && f080 == other.f080
        && f081 == other.f081
        && f082 == other.f082
        && f083 == other.f083
        && f084 == other.f084
        && f085 == other.f085
        && f086 == other.f086
        && f087 == other.f087
        && f088 == other.f088
        && f089 == other.f089
        && f090 == other.f090
        && f091 == other.f091
        && f092 == other.f092
        && f093 == other.f093
        && f094 == other.f094
        && f095 == other.f095
        && f096 == other.f096
        && f097 == other.f097
        && f098 == other.f098
        && f099 == other.f099
        && f100 == other.f100
        && f101 == other.f101
        && f102 == other.f102
        && f103 == other.f103
        && f104 == other.f104
        && f105 == other.f105
        && f106 == other.f106
        && f107 == other.f107
        && f108 == other.f108
        && f109 == other.f109
        && f110 == other.f110
        && f111 == other.f111
        && f112 == other.f112
        && f113 == other.f113
        && f114 == other.f114
        && f115 == other.f115
        && f116 == other.f116
        && f117 == other.f117
        && f118 == other.f118
        && f119 == other.f119
        && f120 == other.f120
        && f121 == other.f121
        && f122 == other.f122
        && f123 == other.f123
        && f124 == other.f124
        && f125 == other.f125
        && f126 == other.f126
        && f127 == other.f127
        && f128 == other.f128
        && f129 == other.f129
        && f130 == other.f130
        && f131 == other.f131
        && f132 == other.f132
        && f133 == other.f133
        && f134 == other.f134
        && f135 == other.f135
        && f136 == other.f136
        && f137 == other.f137
        && f138 == other.f138
        && f139 == other.f139
        && f140 == other.f140
        && f141 == other.f141
        && f142 == other.f142
        && f143 == other.f143
        && f144 == other.f144
        && f145 == other.f145
        && f146 == other.f146
        && f147 == other.f147
        && f148 == other.f148
        && f149 == other.f149
        && f150 == other.f150
        && f151 == other.f151
        && f152 == other.f152
        && f153 == other.f153
        && f154 == other.f154
        && f155 == other.f155
        && f156 == other.f156
        && f157 == other.f157
        && f158 == other.f158
        && f159 == other.f159
        && f160 == other.f160
        && f161 == other.f161
        && f162 == other.f162
        && f163 == other.f163
        && f164 == other.f164
        && f165 == other.f165
        && f166 == other.f166
        && f167 == other.f167
        && f168 == other.f168
        && f169 == other.f169
        && f170 == other.f170
        && f171 == other.f171
        && f172 == other.f172
        && f173 == other.f173
        && f174 == other.f174
        && f175 == other.f175
        && f176 == other.f176
        && f177 == other.f177
        && f178 == other.f178
        && f179 == other.f179
        && f180 == other.f180
        && f181 == other.f181
        && f182 == other.f182
        && f183 == other.f183
        && f184 == other.f184
        && f185 == other.f185
        && f186 == other.f186
        && f187 == other.f187
        && f188 == other.f188
        && f189 == other.f189
        && f190 == other.f190
        && f191 == other.f191
        && f192 == other.f192
        && f193 == other.f193
        && f194 == other.f194
        && f195 == other.f195
        && f196 == other.f196
        && f197 == other.f197
        && f198 == other.f198
        && f199 == other.f199
        && f200 == other.f200
        && f201 == other.f201
        && f202 == other.f202
        && f203 == other.f203
        && f204 == other.f204
        && f205 == other.f205
        && f206 == other.f206
        && f207 == other.f207
        && f208 == other.f208
        && f209 == other.f209
        && f210 == other.f210
        && f211 == other.f211
        && f212 == other.f212
        && f213 == other.f213
        && f214 == other.f214
        && f215 == other.f215
        && f216 == other.f216
        && f217 == other.f217
        && f218 == other.f218
        && f219 == other.f219
        && f220 == other.f220
        && f221 == other.f221
        && f222 == other.f222
        && f223 == other.f223
        && f224 == other.f224
        && f225 == other.f225
        && f226 == other.f226
        && f227 == other.f227
        && f228 == other.f228
        && f229 == other.f229
        && f230 == other.f230
        && f231 == other.f231
        && f232 == other.f232
        && f233 == other.f233
        && f234 == other.f234
        && f235 == other.f235
        && f236 == other.f236
        && f237 == other.f237
        && f238 == other.f238
        && f239 == other.f239
        && f240 == other.f240
        && f241 == other.f241
        && f242 == other.f242
        && f243 == other.f243
        && f244 == other.f244
        && f245 == other.f245
        && f246 == other.f246
        && f247 == other.f247
        && f248 == other.f248
        && f249 == other.f249
        && f250 == other.f250
        && f251 == other.f251
        && f252 == other.f252
        && f253 == other.f253
        && f254 == other.f254
        && f255 == other.f255;
  }

  @Override
  public int hashCode() {
    int h = 0;
    h = 31 * h + f001;
    h = 31 * h + f002;
    h = 31 * h + f003;
    h = 31 * h + f004;
    h = 31 * h + f005;
    h = 31 * h + f006;
    h = 31 * h + f007;
    h = 31 * h + f008;
    h = 31 * h + f009;
    h = 31 * h + f010;
    h = 31 * h + f011;
    h = 31 * h + f012;
    h = 31 * h + f013;
    h = 31 * h + f014;
    h = 31 * h + f015;
    h = 31 * h + f016;
    h = 31 * h + f017;
    h = 31 * h + f018;
    h = 31 * h + f019;
    h = 31 * h + f020;
    h = 31 * h + f021;
    h = 31 * h + f022;
    h = 31 * h + f023;
    h = 31 * h + f024;
    h = 31 * h + f025;
    h = 31 * h + f026;
    h = 31 * h + f027;
    h = 31 * h + f028;
    h = 31 * h + f029;
    h = 31 * h + f030;
    h = 31 * h + f031;
    h = 31 * h + f032;
    h = 31 * h + f033;
    h = 31 * h + f034;
    h = 31 * h + f035;
    h = 31 * h + f036;
    h = 31 * h + f037;
    h = 31 * h + f038;
    h = 31 * h + f039;
    h = 31 * h + f040;
    h = 31 * h + f041;
    h = 31 * h + f042;
    h = 31 * h + f043;
    h = 31 * h + f044;
    h = 31 * h + f045;
    h = 31 * h + f046;
    h = 31 * h + f047;
    h = 31 * h + f048;
    h = 31 * h + f049;
    h = 31 * h + f050;
    h = 31 * h + f051;
    h = 31 * h + f052;
    h = 31 * h + f053;
    h = 31 * h + f054;
    h = 31 * h + f055;
    h = 31 * h + f056;
    h = 31 * h + f057;
    h = 31 * h + f058;
    h = 31 * h + f059;
    h = 31 * h + f060;
    h = 31 * h + f061;
    h = 31 * h + f062;
    h = 31 * h + f063;
    h = 31 * h + f064;
    h = 31 * h + f065;
    h = 31 * h + f066;
    h = 31 * h + f067;
    h = 31 * h + f068;
    h = 31 * h + f069;
    h = 31 * h + f070;
    h = 31 * h + f071;
    h = 31 * h + f072;
    h = 31 * h + f073;
    h = 31 * h + f074;
    h = 31 * h + f075;
    h = 31 * h + f076;
    h = 31 * h + f077;
    h = 31 * h + f078;
    h = 31 * h + f079;
    h = 31 * h + f080;
    h = 31 * h + f081;
    h = 31 * h + f082;
    h = 31 * h + f083;
    h = 31 * h + f084;
    h = 31 * h + f085;
    h = 31 * h + f086;
    h = 31 * h + f087;
    h = 31 * h + f088;
    h = 31 * h + f089;
    h = 31 * h + f090;
    h = 31 * h + f091;
    h = 31 * h + f092;
    h = 31 * h + f093;
    h = 31 * h + f094;
    h = 31 * h + f095;
    h = 31 * h + f096;
    h = 31 * h + f097;
    h = 31 * h + f098;
    h = 31 * h + f099;
    h = 31 * h + f100;
    h = 31 * h + f101;
    h = 31 * h + f102;
    h = 31 * h + f103;
    h = 31 * h + f104;
    h = 31 * h + f105;
    h = 31 * h + f106;
    h = 31 * h + f107;
    h = 31 * h + f108;
    h = 31 * h + f109;
    h = 31 * h + f110;
    h = 31 * h + f111;
    h = 31 * h + f112;
    h = 31 * h + f113;
    h = 31 * h + f114;
    h = 31 * h + f115;
    h = 31 * h + f116;
    h = 31 * h + f117;
    h = 31 * h + f118;
    h = 31 * h + f119;
    h = 31 * h + f120;
    h = 31 * h + f121;
    h = 31 * h + f122;
    h = 31 * h + f123;
    h = 31 * h + f124;
    h = 31 * h + f125;
    h = 31 * h + f126;
    h = 31 * h + f127;
    h = 31 * h + f128;
    h = 31 * h + f129;
    h = 31 * h + f130;
    h = 31 * h + f131;
    h = 31 * h + f132;
    h = 31 * h + f133;
    h = 31 * h + f134;
    h = 31 * h + f135;
    h = 31 * h + f136;
    h = 31 * h + f137;
    h = 31 * h + f138;
    h = 31 * h + f139;
    h = 31 * h + f140;
    h = 31 * h + f141;
    h = 31 * h + f142;
    h = 31 * h + f143;
    h = 31 * h + f144;
    h = 31 * h + f145;
    h = 31 * h + f146;
    h = 31 * h + f147;
    h = 31 * h + f148;
    h = 31 * h + f149;
    h = 31 * h + f150;
    h = 31 * h + f151;
    h = 31 * h + f152;
    h = 31 * h + f153;
    h = 31 * h + f154;
    h = 31 * h + f155;
    h = 31 * h + f156;
    h = 31 * h + f157;
    h = 31 * h + f158;
    h = 31 * h + f159;
    h = 31 * h + f160;
    h = 31 * h + f161;
    h = 31 * h + f162;
    h = 31 * h + f163;
    h = 31 * h + f164;
    h = 31 * h + f165;
    h = 31 * h + f166;
    h = 31 * h + f167;
    h = 31 * h + f168;
    h = 31 * h + f169;
    h = 31 * h + f170;
    h = 31 * h + f171;
    h = 31 * h + f172;
    h = 31 * h + f173;
    h = 31 * h + f174;
    h = 31 * h + f175;
    h = 31 * h + f176;
    h = 31 * h + f177;
    h = 31 * h + f178;
    h = 31 * h + f179;
    h = 31 * h + f180;
    h = 31 * h + f181;
    h = 31 * h + f182;
    h = 31 * h + f183;
    h = 31 * h + f184;
    h = 31 * h + f185;
    h = 31 * h + f186;
    h = 31 * h + f187;
    h = 31 * h + f188;
    h = 31 * h + f189;
    h = 31 * h + f190;
    h = 31 * h + f191;
    h = 31 * h + f192;
    h = 31 * h + f193;
    h = 31 * h + f194;
    h = 31 * h + f195;
    h = 31 * h + f196;
    h = 31 * h + f197;
    h = 31 * h + f198;
    h = 31 * h + f199;
    h = 31 * h + f200;
    h = 31 * h + f201;
    h = 31 * h + f202;
    h = 31 * h + f203;
    h = 31 * h + f204;
    h = 31 * h + f205;
    h = 31 * h + f206;
    h = 31 * h + f207;
    h = 31 * h + f208;
    h = 31 * h + f209;
    h = 31 * h + f210;
    h = 31 * h + f211;
    h = 31 * h + f212;
    h = 31 * h + f213;
    h = 31 * h + f214;
    h = 31 * h + f215;
    h = 31 * h + f216;
    h = 31 * h + f217;
    h = 31 * h + f218;
    h = 31 * h + f219;
    h = 31 * h + f220;
    h = 31 * h + f221;
    h = 31 * h + f222;
    h = 31 * h + f223;
    h = 31 * h + f224;
    h = 31 * h + f225;
    h = 31 * h + f226;
    h = 31 * h + f227;
    h = 31 * h + f228;
    h = 31 * h + f229;
    h = 31 * h + f230;
    h = 31 * h + f231;
    h = 31 * h + f232;
    h = 31 * h + f233;
    h = 31 * h + f234;
    h = 31 * h + f235;
    h = 31 * h + f236;
    h = 31 * h + f237;
    h = 31 * h + f238;
    h = 31 * h + f239;
    h = 31 * h + f240;
    h = 31 * h + f241;
    h = 31 * h + f242;
    h = 31 * h + f243;
    h = 31 * h + f244;
    h = 31 * h + f245;
    h = 31 * h + f246;
    h = 31 * h + f247;
    h = 31 * h + f248;
    h = 31 * h + f249;
    h = 31 * h + f250;
    h = 31 * h + f251;
    h = 31 * h + f252;
    h = 31 * h + f253;
    h = 31 * h + f254;
    h = 31 * h + f255;
    return h;
  }

  @Override
  public String toString() {
    return "Ints255{f001=" + f001 + ", ..., f255=" + f255 + "}";
  }
}
