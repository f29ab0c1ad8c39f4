var e=18e5,t=36e5;export{t as n,e as t};
//# sourceMappingURL=business-constants-CgNf1iZa.js.map