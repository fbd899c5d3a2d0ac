"use strict";(self.rspackChunkgaming_wallet=self.rspackChunkgaming_wallet||[]).push([["o"],{Ka(e,t,i){var a=i("w"),n=i("A"),r=i("a"),l=i("u"),d=i("mc"),s=i("VH"),o=i("ur"),c=i("S"),u=i("ly"),p=i("QK"),h=i("ww"),g=i("H4"),m=i("jb"),v=i("vM"),f=i("nQ"),y=i("yr"),x=i("bw"),Y=i("iq"),b=i("Q8");i.d(t,{},{InviteModal:function(e){let{onClose:t}=e,i=(0,n.u)(),A=(0,d.tz)(),w=(0,u.P)(),k=(0,Y.T)(),[M,H]=(0,l.useState)(1),C=(0,g.vT)().data,$=(0,p.u)(),D=C?(0,o.OS)(window.location.origin,C.profile._id):"",z=(0,s.u)((0,h.Z)(o.Qp.list,M),e=>{let[,t]=e;return(0,c.oA)(o.C_.list({page:t,limit:10}))},{keepPreviousData:!0}),F="function"==typeof navigator.share,S=[{key:"friend",header:(0,a.Y)(d.sA,{id:"invite.friend"}),cell:e=>e.from.name},{key:"amount",header:(0,a.Y)(d.sA,{id:"invite.amount",values:{unit:$.unit}}),cell:e=>(0,m.ej)(e.amount),align:"end"},{key:"date",header:(0,a.Y)(d.sA,{id:"invite.date"}),cell:e=>(0,m.r6)(e.createdAt)}];return(0,a.Y)(y.a,{open:!0,onClose:t,title:(0,a.Y)(d.sA,{id:"invite.title"}),size:"lg",children:(0,a.FD)("div",{css:(0,r.AH)`display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px;`,children:[(0,a.Y)(f.D0,{label:(0,a.Y)(d.sA,{id:"invite.link"}),name:"inviteLink",readOnly:!0,value:D,onFocus:e=>e.currentTarget.select()}),(0,a.FD)("div",{css:(0,r.AH)`display: flex; gap: 8px; flex-wrap: wrap;`,children:[(0,a.Y)(v.$,{variant:"secondary",disabled:!D,onClick:()=>void k(D),children:(0,a.Y)(d.sA,{id:"invite.copy"})}),F?(0,a.Y)(v.$,{variant:"secondary",disabled:!D,onClick:()=>void navigator.share({title:w.appName,text:A.formatMessage({id:"invite.shareText"},{appName:w.appName}),url:D}).catch(()=>{}),children:(0,a.Y)(d.sA,{id:"invite.share"})}):null]}),(0,a.FD)("div",{css:(0,r.AH)`
            display: flex;
            align-items: center;
            gap: 8px;
            padding: 10px 12px;
            border-radius: ${i.radius};
            background: ${i.surfaceAlt};
          `,children:[(0,a.Y)("span",{css:(0,r.AH)`flex: 1;`,children:(0,a.Y)(d.sA,{id:"home.inviteBonus"})}),(0,a.Y)("strong",{css:(0,r.AH)`font-variant-numeric: tabular-nums;`,children:C?$.format(C.invite.amount):null}),(0,a.Y)(b.p,{})]}),(0,a.Y)(x.m,{title:(0,a.Y)(d.sA,{id:"invite.list"}),columns:S,rows:z.data?.invites,rowKey:(e,t)=>`${M}-${t}-${e.createdAt}`,loading:z.isLoading,total:z.data?.total??0,page:M,pageSize:10,onPageChange:H})]})})}})},bw(e,t,i){var a=i("w"),n=i("a"),r=i("WR"),l=i("jy");i.d(t,{},{m:function(e){let{title:t,columns:i,rows:d,rowKey:s,total:o,page:c,pageSize:u,onPageChange:p,loading:h}=e;return(0,a.FD)("div",{children:[(0,a.Y)("h3",{css:(0,n.AH)`margin: 0 0 6px; font-size: 16px;`,children:t}),(0,a.Y)(l.X,{caption:t,columns:i,rows:d,rowKey:s,loading:h}),(0,a.Y)(r.d,{page:c,total:o,pageSize:u,onChange:p})]})}})},WR(e,t,i){i.d(t,{d:()=>d});var a=i("w"),n=i("A"),r=i("a"),l=i("mc");function d(e){let{page:t,total:i,pageSize:d,onChange:s,label:o}=e,c=(0,n.u)(),u=(0,l.tz)(),p=i>0?Math.ceil(i/d):0;if(p<=1)return null;let h=e=>(0,r.AH)`
    /* 44 px: the touch-target minimum (README). */
    min-width: 44px;
    height: 44px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${e?c.primary:c.border};
    background: ${e?c.primary:c.surfaceAlt};
    color: ${e?c.onPrimary:c.text};
    cursor: pointer;
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
  `;return(0,a.Y)("nav",{"aria-label":o??u.formatMessage({id:"ui.pagination"}),children:(0,a.FD)("ul",{css:(0,r.AH)`
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          gap: 6px;
          list-style: none;
          padding: 0;
          margin: 12px 0 0;
        `,children:[(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:h(!1),disabled:t<=1,onClick:()=>s(t-1),"aria-label":u.formatMessage({id:"ui.previousPage"}),children:"‹"})}),(function(e,t){let i=arguments.length>2&&void 0!==arguments[2]?arguments[2]:3,a=arguments.length>3&&void 0!==arguments[3]?arguments[3]:1;if(t<=0)return[];let n=Math.min(Math.max(1,e),t),r=Math.max(1,n-i),l=Math.min(t,n+a),d=[];r>1&&(d.push(1),r>2&&d.push("gap"));for(let e=r;e<=l;e++)d.push(e);return l<t&&(l<t-1&&d.push("gap"),d.push(t)),d})(t,p).map((e,i)=>"gap"===e?(0,a.Y)("li",{"aria-hidden":!0,css:(0,r.AH)`align-self: center;`,children:"…"},`gap-${i}`):(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:h(e===t),"aria-current":e===t?"page":void 0,"aria-label":u.formatMessage({id:"ui.page"},{page:e}),onClick:()=>s(e),children:e})},e)),(0,a.Y)("li",{children:(0,a.Y)("button",{type:"button",css:h(!1),disabled:t>=p,onClick:()=>s(t+1),"aria-label":u.formatMessage({id:"ui.nextPage"}),children:"›"})})]})})}},jy(e,t,i){var a=i("w"),n=i("A"),r=i("a"),l=i("u"),d=i("mc"),s=i("i"),o=i("XA");i.d(t,{},{X:function(e){let{caption:t,columns:i,rows:c,rowKey:u,loading:p,empty:h}=e,g=(0,n.u)(),m=(0,l.useRef)(null),v=(0,o.k)(m,"x");return(0,a.Y)("div",{ref:m,tabIndex:v?0:void 0,css:(0,r.AH)`overflow-x: auto; position: relative;`,"aria-busy":p||void 0,children:(0,a.FD)("table",{css:(0,r.AH)`
          width: 100%;
          border-collapse: collapse;
          font-size: 14px;
          th,
          td {
            padding: 8px 6px;
            border-bottom: 1px solid ${g.border};
            white-space: nowrap;
          }
          th {
            color: ${g.textMuted};
            font-weight: 600;
          }
        `,children:[(0,a.Y)("caption",{className:"visually-hidden",children:t}),(0,a.Y)("thead",{children:(0,a.Y)("tr",{children:i.map(e=>(0,a.Y)("th",{scope:"col",style:{textAlign:e.align??"start"},children:e.header},e.key))})}),(0,a.FD)("tbody",{children:[c?.map((e,t)=>(0,a.Y)("tr",{children:i.map(t=>(0,a.Y)("td",{style:{textAlign:t.align??"start"},children:t.cell(e)},t.key))},u(e,t))),c&&0===c.length&&!p?(0,a.Y)("tr",{children:(0,a.Y)("td",{colSpan:i.length,css:(0,r.AH)`text-align: center; color: ${g.textMuted};`,children:h??(0,a.Y)(d.sA,{id:"ui.empty"})})}):null,p&&!c?(0,a.Y)("tr",{children:(0,a.Y)("td",{colSpan:i.length,css:(0,r.AH)`text-align: center;`,children:(0,a.Y)(s.y,{})})}):null]})]})})}})},iq(e,t,i){var a=i("u"),n=i("mc"),r=i("e");i.d(t,{},{T:function(){let e=(0,n.tz)(),t=(0,r.dj)();return(0,a.useCallback)(async i=>{await async function(e){try{if(navigator.clipboard?.writeText)return await navigator.clipboard.writeText(e),!0}catch{}try{let t=document.createElement("textarea");t.value=e,t.setAttribute("readonly",""),t.style.position="fixed",t.style.opacity="0",document.body.appendChild(t),t.select();let i=document.execCommand?.("copy")===!0;return t.remove(),i}catch{return!1}}(i)?t.success(e.formatMessage({id:"copy.success"},{text:i})):t.danger(e.formatMessage({id:"copy.failed"}))},[e,t])}})}}]);
//# sourceMappingURL=o.456880e9ff.js.map